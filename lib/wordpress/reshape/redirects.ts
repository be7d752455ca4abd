import { toSiteHref } from '../../html/internal-links';
import { type RedirectRule, isPageStatus, isRedirectStatus } from '../../redirects/redirect-rules';
import type { SeoRedirectsQuery } from '../generated/graphql';
import type { ReshapeContext } from './context';

type RedirectAnswer = NonNullable<
  NonNullable<NonNullable<SeoRedirectsQuery['seo']>['redirects']>[number]
>;

/**
 * A target as the site uses it: on WordPress's own address (or the front end's) it is a site
 * path; Yoast's relative targets (`about/`, stored without a leading slash) are site paths too.
 */
function siteTarget(target: string, context: ReshapeContext): string {
  const trimmed = target.trim();
  if (!trimmed) return '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) {
    return toSiteHref(trimmed, context.links);
  }
  return toSiteHref(trimmed.startsWith('/') ? trimmed : `/${trimmed}`, context.links);
}

/**
 * Yoast's redirects as rules. A rule with a status the site cannot answer, no origin, or (for a
 * redirect) no target, is left out with a warning rather than guessed at.
 */
export function reshapeRedirects(
  answers: (RedirectAnswer | null)[] | null | undefined,
  context: ReshapeContext,
): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const answer of answers ?? []) {
    const origin = answer?.origin?.trim() ?? '';
    const status = answer?.type ?? 0;
    const format = answer?.format === 'regex' ? 'regex' : 'plain';
    const target = siteTarget(answer?.target ?? '', context);
    if (!origin || !(isRedirectStatus(status) || isPageStatus(status))) {
      context.warn(`redirect left out (origin "${origin}", type ${status})`);
      continue;
    }
    if (isRedirectStatus(status) && !target) {
      context.warn(`redirect left out, no target (origin "${origin}")`);
      continue;
    }
    rules.push({ origin, target, status, format });
  }
  return rules;
}
