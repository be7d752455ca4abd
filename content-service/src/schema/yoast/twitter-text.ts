/**
 * Yoast's Twitter title or description: the item's own Twitter text when set; nothing when Open
 * Graph already carries the item's own text (Twitter reads og: then); else the page's text.
 * The fallback is a function because some (a generated excerpt) cost work only this case needs.
 */
export function twitterText(input: {
  enabled: boolean;
  own: string;
  ogEnabled: boolean;
  og: string;
  render: (template: string) => string;
  fallback: () => string;
}): string {
  if (!input.enabled) return '';
  if (input.own) return input.render(input.own);
  if (input.ogEnabled && input.og) return '';
  return input.fallback();
}
