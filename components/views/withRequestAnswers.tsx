import type { ComponentType, JSX } from 'react';
import type { AnsweredProps, RemovedPageProps } from '@/lib/routing/per-request-props';
import { RemovedView } from './RemovedView';

/**
 * A page rendered per request, with what lib/routing/per-request-props.ts may answer instead of
 * it: the removed-page view for a Yoast 410 or 451, nothing when the response was already written.
 */
export function withRequestAnswers<P extends object>(Page: ComponentType<P>) {
  function PerRequestPage(props: P | RemovedPageProps | AnsweredProps): JSX.Element | null {
    if ('answered' in props) return null;
    if ('removed' in props) {
      return <RemovedView status={props.removed} siteName={props.layout?.siteName ?? ''} />;
    }
    return <Page {...props} />;
  }
  PerRequestPage.displayName = `withRequestAnswers(${Page.displayName ?? Page.name})`;
  return PerRequestPage;
}
