/**
 * The id of an empty element that ends the page's frame, after the footer: the document holds
 * its first paint until that element is parsed (pages/_document.tsx).
 */
export const PAGE_END_ID = 'page-end';
