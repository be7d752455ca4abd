/*
 * Framework internals (one seam: lib/next/). Relies on the shape of `__NEXT_DATA__`
 * (`NEXT_DATA` in `next/dist/shared/lib/utils`: `props.pageProps`) as pages/_document receives it,
 * and on Next serialising into the HTML the object _document may replace, while the page's data
 * file keeps its own copy. How to tell it broke: lib/next/framework-canary.test.ts names
 * "__NEXT_DATA__"; or a page's HTML carries its body twice again (the page-weight test).
 */
import type { NEXT_DATA } from 'next/dist/shared/lib/utils';

/** The page's `__NEXT_DATA__` as pages/_document receives it. */
export type NextData = NEXT_DATA;

export type PageProps = Record<string, unknown>;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Lets pages/_document.tsx leave out of a page's `__NEXT_DATA__` what its HTML already carries.
 * The props are replaced, never changed in place: the object Next serialises into the HTML is the
 * one it also stores as the page's data (`/_next/data/…json`, read on client-side navigations),
 * which must keep everything. `edit` returns its argument when it has nothing to leave out.
 */
export function replacePageProps(nextData: NextData, edit: (pageProps: PageProps) => PageProps) {
  const props: unknown = nextData.props;
  if (!isRecord(props) || !isRecord(props.pageProps)) return;
  const pageProps = edit(props.pageProps);
  if (pageProps !== props.pageProps) nextData.props = { ...props, pageProps };
}
