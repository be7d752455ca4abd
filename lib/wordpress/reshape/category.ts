import { toPlainText } from '../../html/plain-text';
import type { CategoryFieldsFragment } from '../generated/graphql';
import { type ReshapeContext, richText } from './context';

export interface CategoryData {
  id: number;
  name: string;
  uri: string;
  descriptionHtml: string | null;
}

export function reshapeCategory(
  category: CategoryFieldsFragment,
  context: ReshapeContext,
): CategoryData {
  const descriptionHtml = richText(category.description, context).trim();
  return {
    id: category.databaseId,
    name: toPlainText(category.name),
    uri: category.uri ?? '/',
    descriptionHtml: descriptionHtml || null,
  };
}
