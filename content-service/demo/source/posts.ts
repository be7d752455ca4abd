import { BEST_PRACTICES } from './posts-best-practices';
import { COMPANY_POSTS } from './posts-company';
import { EVENTS } from './posts-events';
import { PRODUCT_UPDATES } from './posts-product-updates';
import { RELEASE_NOTES } from './posts-release-notes';
import { TUTORIALS } from './posts-tutorials';
import { TUTORIALS_PRODUCTION } from './posts-tutorials-production';
import { DRAFTS, REVISIONS } from './posts-unpublished';
import type { PostSource, RevisionSource } from './types';

/** Every post, published and draft, ordered by id. */
export const POSTS: PostSource[] = [
  ...RELEASE_NOTES,
  ...PRODUCT_UPDATES,
  ...COMPANY_POSTS,
  ...TUTORIALS,
  ...TUTORIALS_PRODUCTION,
  ...BEST_PRACTICES,
  ...EVENTS,
  ...DRAFTS,
].sort((a, b) => a.id - b.id);

export const POST_REVISIONS: RevisionSource[] = REVISIONS;
