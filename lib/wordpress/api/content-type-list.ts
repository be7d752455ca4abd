import { ContentTypeEntriesDocument } from '../generated/graphql';
import type { ReshapeContext } from '../reshape/context';
import { reshapeContentNodeCard } from '../reshape/content-node';
import { cursorPostList } from '../reshape/post';
import type { PostListData } from '../types/content';
import type { Backend } from './backend';
import { cursorAfter } from './cursor-walk';

/**
 * A page of a public custom post type's archive (`name` is the type's, e.g. `book`), newest
 * first, by cursor: WordPress's offset pagination covers posts, not every content type.
 */
export async function fetchContentTypeList(
  name: string,
  offset: number,
  pageSize: number,
  context: ReshapeContext,
  backend: Backend,
): Promise<PostListData> {
  const after = await cursorAfter(offset * pageSize, async (first, from) => {
    const answer = await backend.client(ContentTypeEntriesDocument, {
      name,
      first,
      after: from,
      withNodes: false,
    });
    return answer.contentType?.contentNodes?.pageInfo;
  });
  const answer = await backend.client(ContentTypeEntriesDocument, {
    name,
    first: pageSize,
    after,
    withNodes: true,
  });
  const connection = answer.contentType?.contentNodes;
  const posts = (connection?.nodes ?? []).map((node) => reshapeContentNodeCard(node, context));
  return cursorPostList(posts, offset, connection?.pageInfo.hasNextPage === true);
}
