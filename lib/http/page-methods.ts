/** What a page (HTML, not an API route) takes. */
export const PAGE_METHODS = ['GET', 'HEAD'] as const;
export const PAGE_ALLOW = PAGE_METHODS.join(', ');

export function isPageMethod(method: string): boolean {
  return (PAGE_METHODS as readonly string[]).includes(method);
}
