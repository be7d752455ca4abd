import type { JSX } from 'react';

/**
 * Puts the page's <meta> policy first in <head>, right after `<meta charset>` (which must come
 * within the document's first 1,024 bytes): a policy governs only what the parser meets after it,
 * and _document's own <Head> children come after every next/head element of the page (its icon,
 * preloads, structured data). `head` is the array Next hands _document and renders in its
 * <Head> (the same object, from its HtmlContext), so it is changed in place.
 */
export function putPolicyFirst(head: (JSX.Element | null)[] | undefined, policy: string | null) {
  if (!head || !policy) return;
  const meta = (
    <meta key="content-security-policy" httpEquiv="Content-Security-Policy" content={policy} />
  );
  const charset = head.findIndex(
    (element) => element?.type === 'meta' && 'charSet' in (element.props as object),
  );
  head.splice(charset + 1, 0, meta);
}
