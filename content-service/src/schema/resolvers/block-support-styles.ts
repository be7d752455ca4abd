import { renderPostBlockSupportStyles } from '../model/content';
import type { PostRow } from '../model/rows';
import { resolver, type Resolvers } from '../model/resolvers-type';
import { guardAll } from './content-node';

/*
 * `blockSupportStyles`, which the project's WordPress plugin adds beside `content` (its SDL:
 * wordpress/lavanda-headless/schema.graphql): the CSS of the per-block layout classes the content
 * holds. Not in the reference WordPress's schema, so it extends the base SDL like the ACF types.
 * Post and Page are the types with an editor here.
 */

const DESCRIPTION =
  'The CSS WordPress generates for the blocks of this content (per-block layouts, block gaps, link colours), as its theme prints it in a page head. Null when the content is not visible to the viewer.';

const TYPES = ['Post', 'Page'] as const;

export const blockSupportStylesTypeDefs = [
  'extend interface NodeWithContentEditor',
  ...TYPES.map((type) => `extend type ${type}`),
]
  .map((owner) => `${owner} {\n  ${JSON.stringify(DESCRIPTION)}\n  blockSupportStyles: String\n}`)
  .join('\n\n');

// Guarded like `content`: a password-protected post withholds it.
const fields = guardAll({
  blockSupportStyles: resolver<PostRow, never>((row, _a, ctx) =>
    renderPostBlockSupportStyles(ctx, row),
  ),
});

export const blockSupportStylesResolvers: Resolvers = Object.fromEntries(
  TYPES.map((type) => [type, fields]),
);
