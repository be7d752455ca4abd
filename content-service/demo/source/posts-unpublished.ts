// Content only editors see: a draft and a newer revision of a published post (both previewable
// by authenticated users, never shown to visitors).
import { code, h2, p, ul } from '../lib/blocks';
import { art } from './palette';
import type { PostSource, RevisionSource } from './types';

export const DRAFTS: PostSource[] = [
  {
    id: 290,
    slug: '',
    title: 'Studio 4.1 preview: comments on steps',
    date: '2026-11-02 16:40:00',
    modified: '2026-11-03 09:12:00',
    author: 'editor',
    status: 'draft',
    categories: ['release-notes'],
    tags: ['studio'],
    excerpt: 'A first look at threaded comments in Studio, arriving in December.',
    image: {
      name: 'studio-4-1-preview',
      alt: 'Lavender diamonds, draft banner for the Studio 4.1 preview',
      art: art('lavender', 'diamond', 290),
    },
    body: [
      p(
        '<strong>Draft, not for publication yet.</strong> Studio 4.1 adds threaded comments to any step, so reviews can happen where the change is.',
      ),
      ul([
        'Mention colleagues to notify them.',
        'Resolve a thread when the change is done.',
        'Comments stay with the step when it moves into a group.',
      ]),
    ],
  },
];

/** The latest revision of the API v2 announcement, saved after publication with a new section. */
export const REVISIONS: RevisionSource[] = [
  {
    id: 292,
    parentSlug: 'public-api-v2-generally-available',
    title: 'Public API v2 is generally available, with official SDKs',
    date: '2026-09-18 11:25:00',
    excerpt:
      'After eleven months of beta, API v2 is stable and comes with SDKs for three languages. Version 1 will be retired in 2027.',
    body: [
      p(
        'API v2 is out of beta. Thank you to the more than four hundred teams that tried it and sent feedback during the [[public-api-v2-beta|beta]].',
      ),
      h2('What changed since the beta'),
      ul([
        'Run logs can be streamed while a run is still going.',
        'Tokens can be limited to a single workflow.',
        'Rate limits are reported in response headers.',
      ]),
      h2('Official SDKs'),
      p(
        'Typed clients for TypeScript, Python and Go are available from the usual package registries.',
      ),
      code('npm install @lavanda-example/api'),
      h2('Retiring v1'),
      p(
        'Version 1 keeps working until 30 June 2027. The [[api-v2-quickstart|API v2 quickstart]] shows the new calls side by side with the old ones.',
      ),
    ],
  },
];
