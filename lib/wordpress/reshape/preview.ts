import type { PreviewNodeQuery } from '../generated/graphql';
import type { PreviewData, PreviewStatus } from '../types/preview';
import type { ReshapeContext } from './context';
import { reshapePage } from './page';
import { reshapePost } from './post';

type PreviewNode = NonNullable<PreviewNodeQuery['node']>;
/** The previewed node itself (not its revision): where its publication date lives. */
type OriginalNode = PreviewNodeQuery['original'];

interface Versioned {
  modified: string | null;
}

/**
 * The newer of the node and its latest revision. WordPress's `asPreview` already answers the
 * latest revision, whose own revision list is empty; a backend that answers the published node
 * instead still lists the newer revision first. `modified` is WordPress's local
 * `YYYY-MM-DDTHH:mm:ss`, so strings compare in time order.
 */
export function newestVersion<T extends Versioned>(node: T, revision: T | undefined): T {
  if (!revision) return node;
  return (revision.modified ?? '') >= (node.modified ?? '') ? revision : node;
}

/**
 * The site path a preview stands for. WordPress answers an autosave's `uri` as the front end's
 * preview link (`http://front.end/path/?preview=true&previewPathname=/path/&p=1`) and a draft's
 * as `/?p=1`: the path is the part the templates read (the category label comes from it).
 */
export function previewPath(uri: string | null): string {
  if (!uri) return '/';
  let url: URL;
  try {
    url = new URL(uri, 'http://preview.invalid');
  } catch {
    return '/';
  }
  const pathname = url.searchParams.get('previewPathname') ?? url.pathname;
  // Only a path on this site: never `//host`, whatever WordPress was given.
  return /^\/(?![/\\])/.test(pathname) ? pathname : '/';
}

function previewStatus(node: PreviewNode, showsRevision: boolean): PreviewStatus {
  if (node.status === 'publish') return showsRevision ? 'revision' : 'published';
  // `inherit`: WordPress answered the revision or autosave itself.
  if (node.status === 'inherit') return 'revision';
  return 'draft';
}

/**
 * A preview in the site's types, or null for a node the site has no template for (media, or a
 * type other than the one the preview link named). A revision keeps its parent's address and
 * dates (`original`: the node asked for without `asPreview`).
 */
export function reshapePreview(
  node: PreviewNode,
  typeName: string | null,
  context: ReshapeContext,
  original: OriginalNode,
): PreviewData | null {
  if (typeName && typeName.toLowerCase() !== node.__typename.toLowerCase()) return null;
  if (node.__typename === 'Post') {
    const shown = newestVersion(node, node.revisions?.nodes[0]);
    // A revision's or autosave's own date is the day it was saved (WordPress answers it for
    // `asPreview`); the post shows, and keeps, the date it was published under.
    const dated = original ?? node;
    const post = reshapePost(
      { ...shown, uri: previewPath(node.uri), date: dated.date, dateGmt: dated.dateGmt },
      context,
    );
    return { kind: 'post', post, status: previewStatus(node, shown !== node) };
  }
  if (node.__typename === 'Page') {
    const shown = newestVersion(node, node.revisions?.nodes[0]);
    const page = reshapePage({ ...shown, uri: previewPath(node.uri) }, context);
    return { kind: 'page', page, status: previewStatus(node, shown !== node) };
  }
  return null;
}
