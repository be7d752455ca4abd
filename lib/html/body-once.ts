import { type NextData, type PageProps, isRecord, replacePageProps } from '@/lib/next/page-data';

/**
 * A post's or page's body travels once, in the page's HTML. Its copy in `__NEXT_DATA__` (as long
 * as the body itself) would only be handed back to React to hydrate markup the browser already
 * has: pages/_document.tsx replaces it with this marker, and HtmlContent, hydrating the first page,
 * takes the body from its own element instead (bodyHtmlInDocument). The page's data
 * (`/_next/data/…json`, read on client-side navigations) keeps the body. NUL never occurs in
 * sanitised HTML, so the marker cannot be a body.
 */
export const BODY_IN_DOCUMENT = '\u0000body-in-document';

/** The attribute naming HtmlContent's element, so the first hydration can find its body. */
export const BODY_ATTRIBUTE = 'data-body';

/** The views whose body (`contentHtml`) the HTML carries: lib/routing/content-page-props.ts. */
const BODY_VIEWS = { post: 'post', page: 'page' } as const;

export function withoutBodyHtml(nextData: NextData): void {
  replacePageProps(nextData, withoutBody);
}

function withoutBody(pageProps: PageProps): PageProps {
  const view = pageProps.view;
  if (!isRecord(view) || typeof view.kind !== 'string' || !(view.kind in BODY_VIEWS)) {
    return pageProps;
  }
  const key = BODY_VIEWS[view.kind as keyof typeof BODY_VIEWS];
  const entry = view[key];
  // An empty body stays: views test for it (a page without a body renders none).
  if (!isRecord(entry) || typeof entry.contentHtml !== 'string' || entry.contentHtml === '') {
    return pageProps;
  }
  return { ...pageProps, view: { ...view, [key]: { ...entry, contentHtml: BODY_IN_DOCUMENT } } };
}

/** The body the server rendered into the element HtmlContent marked with `id`, while hydrating. */
export function bodyHtmlInDocument(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const elements = document.querySelectorAll(`[${BODY_ATTRIBUTE}]`);
  return [...elements].find((element) => element.getAttribute(BODY_ATTRIBUTE) === id)?.innerHTML;
}
