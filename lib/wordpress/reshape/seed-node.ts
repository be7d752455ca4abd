import type { SeedNodeFieldsFragment } from '../generated/graphql';
import type { SeedNode } from '../types/content';

/** Every field SeedNodeFields can bring, whichever kind of node answered. */
interface AnySeedFields {
  __typename: string;
  databaseId?: number | null;
  name?: string | null;
  userId?: number | null;
  isFrontPage?: boolean | null;
  isPostsPage?: boolean | null;
  isTermNode?: boolean | null;
  isContentNode?: boolean | null;
  slug?: string | null;
  taxonomyName?: string | null;
  contentType?: { node: { name?: string | null } } | null;
  template?: { templateName?: string | null } | null;
}

/**
 * The node at a path as Faust's seed node (what its template hierarchy reads). A user's `name`
 * is their slug (nicename): Faust builds `author-{name}` from it, WordPress's template is
 * author-{nicename}. `shownAtRoot`: the node is what the site shows at `/`, its front page.
 */
export function reshapeSeedNode(node: SeedNodeFieldsFragment, shownAtRoot = false): SeedNode {
  const fields: AnySeedFields = node;
  const seed: SeedNode = { __typename: fields.__typename };
  if (fields.databaseId != null) seed.databaseId = String(fields.databaseId);
  const name = fields.__typename === 'User' ? fields.slug : fields.name;
  if (name) seed.name = name;
  if (fields.userId != null) seed.userId = fields.userId;
  if (fields.isFrontPage || shownAtRoot) seed.isFrontPage = true;
  if (fields.isPostsPage != null) seed.isPostsPage = fields.isPostsPage;
  if (fields.isTermNode) seed.isTermNode = true;
  if (fields.isContentNode) seed.isContentNode = true;
  if (fields.slug) seed.slug = fields.slug;
  if (fields.taxonomyName) seed.taxonomyName = fields.taxonomyName;
  const contentType = fields.contentType?.node.name;
  if (contentType) seed.contentType = { node: { name: contentType } };
  const templateName = fields.template?.templateName;
  if (templateName) seed.template = { templateName };
  return seed;
}
