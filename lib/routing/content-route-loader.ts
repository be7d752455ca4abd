import { withDateLabels } from '../i18n/date-labels';
import {
  getContentRoute,
  getHomeRoute,
  isNothingAtPath,
  withinRenderBudget,
} from '../wordpress/api';
import { siteEnv } from '../wordpress/config/site-env';
import { type ContentPageProps, contentPageProps } from './content-page-props';
import { chooseTemplate } from './template-hierarchy';

/**
 * Props for a content path and listing page in Next's `locale`, or null for a 404 (an unresolved
 * path or one no WordPress node can have). `/` is the home route; everything else asks nodeByUri.
 */
export async function loadContentPage(
  uri: string | null,
  offset: number,
  locale: string | undefined,
): Promise<ContentPageProps | null> {
  if (uri === null) return null;
  let data;
  try {
    data = await withinRenderBudget(() =>
      uri === '/' ? getHomeRoute(offset) : getContentRoute(uri, offset),
    );
  } catch (error) {
    // The 404 page brings its own layout: an unknown path needs none of WordPress's.
    if (isNothingAtPath(error)) return null;
    throw error;
  }
  const props = contentPageProps(data, uri, offset, siteEnv().siteUrl);
  return (
    props && {
      ...props,
      view: withDateLabels(props.view, locale),
      template: chooseTemplate(data.seed, props.view.kind),
    }
  );
}

export function revalidateSeconds(): number {
  return siteEnv().revalidateSeconds;
}
