import type { PageData } from './blocks';
import type { PostData } from './content';

/** What an editor previews: a post or a page in its newest state (draft or latest revision). */
export type PreviewData =
  | { kind: 'post'; post: PostData; status: PreviewStatus }
  | { kind: 'page'; page: PageData; status: PreviewStatus };

/** `draft` (never published: pending and future too) or `revision` (a published node's edit). */
export type PreviewStatus = 'draft' | 'revision' | 'published';

/** The seam's answer to a preview request. */
export type PreviewResult =
  | { kind: 'found'; preview: PreviewData }
  | { kind: 'not-found' }
  /** The token was not accepted (expired or revoked): WordPress answered as to a visitor. */
  | { kind: 'unauthorized' };
