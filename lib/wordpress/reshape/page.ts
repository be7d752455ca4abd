import { toPlainText } from '../../html/plain-text';
import type { PageFieldsFragment } from '../generated/graphql';
import type { PageData, PageTemplate } from '../types/blocks';
import { reshapeBlocks } from './blocks';
import { type ReshapeContext, richContent } from './context';

const TEMPLATES: PageTemplate[] = [
  'Blank',
  'PageLargeHeader',
  'PageNoSeparators',
  'SinglePostNoSeparators',
];

/**
 * The page template from WordPress's template name ("Page Large Header", "page-large-header"):
 * letters and digits compared without case; anything else is the default.
 */
export function pageTemplate(templateName: string | null | undefined): PageTemplate {
  const key = (templateName ?? '').replace(/[^a-z0-9]/gi, '').toLowerCase();
  return TEMPLATES.find((name) => name.toLowerCase() === key) ?? 'Default';
}

export function reshapePage(page: PageFieldsFragment, context: ReshapeContext): PageData {
  return {
    id: page.databaseId,
    title: toPlainText(page.title),
    uri: page.uri ?? '/',
    template: pageTemplate(page.template?.templateName),
    ...richContent(page.content, context, page.blockSupportStyles),
    passwordProtected: page.hasPassword === true,
    blocks: reshapeBlocks(page.pageContent?.flexibleLayout, context),
  };
}
