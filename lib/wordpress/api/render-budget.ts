import { withRenderBudget } from '../client/deadline';
import { siteEnv } from '../config/site-env';

/**
 * A page's data, loaded within one budget for the whole render (WORDPRESS_TIMEOUT_SECONDS):
 * however many requests it makes, a stalled WordPress holds the render that long at most.
 */
export function withinRenderBudget<T>(render: () => Promise<T>): Promise<T> {
  return withRenderBudget(siteEnv().wordpressTimeoutMs, render);
}
