import { toPlainText } from '../../html/plain-text';
import type {
  AuthorFieldsFragment,
  CategoryFieldsFragment,
  TagFieldsFragment,
} from '../generated/graphql';
import { type ReshapeContext, richText } from './context';

/** What WordPress lists posts under: a category, a tag or an author. */
export type ArchiveKind = 'category' | 'tag' | 'author';

/** The banner of an archive: its name, address and description. */
export interface ArchiveData {
  kind: ArchiveKind;
  id: number;
  name: string;
  uri: string;
  descriptionHtml: string | null;
}

type ArchiveFields = CategoryFieldsFragment | TagFieldsFragment | AuthorFieldsFragment;

/** A category, tag or author (their descriptions are HTML an editor wrote, sanitised here). */
export function reshapeArchive(
  kind: ArchiveKind,
  node: ArchiveFields,
  context: ReshapeContext,
): ArchiveData {
  const descriptionHtml = richText(node.description, context).trim();
  return {
    kind,
    id: node.databaseId,
    name: toPlainText(node.name),
    uri: node.uri ?? '/',
    descriptionHtml: descriptionHtml || null,
  };
}
