import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { PAGE_ALLOW } from '@/lib/http/page-methods';
import { localePrefix, requestAnswer, visitorSearch } from '@/lib/redirects/request-answer';
import { siteRedirects } from '@/lib/redirects/site-redirects';
import type { PageStatus } from '@/lib/redirects/redirect-rules';
import type { LayoutData } from '@/lib/wordpress/types/layout';
import { loadLayoutOrNull } from './layout-or-null';

/** A page answering a Yoast 410 or 451 rule: that status, the removed-page view, the chrome. */
export interface RemovedPageProps {
  removed: PageStatus;
  layout: LayoutData | null;
}

/** The response was written before rendering (405): Next renders nothing for it. */
export interface AnsweredProps {
  answered: true;
}

/** The props of a page rendered per request: its own, or what it answers instead. */
export type PerRequestPageProps<P> = P | RemovedPageProps | AnsweredProps;

/** Where a page rendered per request stands: its path without the locale, its route's params. */
export interface RequestedPage {
  path: string;
  routeParams: readonly string[];
}

/**
 * getServerSideProps of a page rendered per request: what it answers before rendering
 * (lib/redirects/request-answer.ts), or what `load` gives. A 410 or 451 is rendered by the page
 * itself (components/views/withRequestAnswers.tsx), with the chrome when WordPress answers.
 */
export async function perRequestProps<P>(
  context: GetServerSidePropsContext,
  page: RequestedPage,
  load: () => Promise<GetServerSidePropsResult<P>>,
): Promise<GetServerSidePropsResult<PerRequestPageProps<P>>> {
  const { req, res } = context;
  const answer = requestAnswer(await siteRedirects().current(), {
    method: req.method ?? 'GET',
    path: page.path,
    search: visitorSearch(context.query, page.routeParams),
    localePrefix: localePrefix(context.locale, context.defaultLocale),
  });
  if (!answer) return load();
  if ('redirect' in answer) return answer;
  if ('refused' in answer) {
    res.statusCode = 405;
    res.setHeader('Allow', PAGE_ALLOW);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    // Ended here: Next renders nothing for a response already sent by getServerSideProps.
    res.end('Method Not Allowed\n');
    return { props: { answered: true } };
  }
  res.statusCode = answer.removed;
  return {
    props: { removed: answer.removed, layout: await loadLayoutOrNull(String(answer.removed)) },
  };
}
