import type { LayoutFieldsFragment, PostListQuery } from '../generated/graphql';
import type { PostListData } from '../types/content';
import type { LayoutData } from '../types/layout';
import { type Backend, defaultBackend } from './backend';
import { resolveLayout } from './layout';
import { fetchPostList, toPostList } from './post-list';
import { getPostsPerPage } from './posts-per-page';

export interface SearchData {
  layout: LayoutData;
  list: PostListData;
}

function layoutFields(answer: PostListQuery): LayoutFieldsFragment {
  return {
    generalSettings: answer.generalSettings ?? null,
    seo: answer.seo ?? null,
    headerMenu: answer.headerMenu ?? null,
    footerMenu: answer.footerMenu ?? null,
    siteOptionsPage: answer.siteOptionsPage ?? null,
  };
}

/**
 * Posts matching a search term (already validated), with the layout, in one request; a second
 * one only when the page size is not remembered yet (see posts-per-page).
 */
export async function getSearchResults(
  term: string,
  offset = 0,
  backend: Backend = defaultBackend(),
): Promise<SearchData> {
  const pageSize = await getPostsPerPage(backend);
  const request = { offset, pageSize, search: term };
  const answer = await fetchPostList(request, true, backend);
  const { layout, context } = await resolveLayout(layoutFields(answer), backend);
  return { layout, list: toPostList(answer, request, context) };
}
