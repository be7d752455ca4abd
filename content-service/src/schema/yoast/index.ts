import type { PostRow, TermRow, UserRow } from '../model/rows';
import { resolver, type Resolvers } from '../model/resolvers-type';
import { seoConfig } from './config';
import { postSeo } from './post-seo';
import { termSeo } from './term-seo';
import { userSeo } from './user-seo';

const postSeoResolver = resolver<PostRow>((row, _args, ctx) => postSeo(ctx, row));
const termSeoResolver = resolver<TermRow>((term, _args, ctx) => termSeo(ctx, term));

/**
 * WPGraphQL Yoast SEO's fields. The nested SEO* objects are plain values (or thunks, which
 * graphql-js's default resolver calls), so only the entry fields need resolvers.
 */
export const yoastResolvers: Resolvers = {
  Post: { seo: postSeoResolver },
  Page: { seo: postSeoResolver },
  MediaItem: { seo: postSeoResolver },
  Category: { seo: termSeoResolver },
  Tag: { seo: termSeoResolver },
  PostFormat: { seo: termSeoResolver },
  User: { seo: resolver<UserRow>((user, _args, ctx) => userSeo(ctx, user)) },
  RootQuery: { seo: resolver<unknown>((_root, _args, ctx) => seoConfig(ctx)) },
};
