import type { NEXT_DATA } from 'next/dist/shared/lib/utils';

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
export function replacePageProps(nextData: NEXT_DATA, edit: (pageProps: PageProps) => PageProps) {
  const props: unknown = nextData.props;
  if (!isRecord(props) || !isRecord(props.pageProps)) return;
  const pageProps = edit(props.pageProps);
  if (pageProps !== props.pageProps) nextData.props = { ...props, pageProps };
}
