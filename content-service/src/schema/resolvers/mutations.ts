import { prepared } from '../../store/prepared';
import { GraphQLError } from 'graphql';
import { canReadPrivate } from '../model/access';
import { mysqlDateTime } from '../model/dates';
import { postById } from '../model/loaders';
import { resolver, type Resolvers } from '../model/resolvers-type';

interface CreatePostInput {
  clientMutationId?: string | null;
  title?: string | null;
  content?: string | null;
  excerpt?: string | null;
  slug?: string | null;
  status?: string | null;
  date?: string | null;
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const mutationResolvers: Resolvers = {
  RootMutation: {
    createPost: resolver<unknown, { input: CreatePostInput }>((_s, { input }, ctx) => {
      // Only editors and administrators create posts here; everyone else gets WPGraphQL's error.
      if (!canReadPrivate(ctx))
        throw new GraphQLError('Sorry, you are not allowed to create posts');
      const now = input.date ? new Date(input.date) : new Date();
      if (Number.isNaN(now.getTime())) throw new GraphQLError('The date is not valid.');
      const status = (input.status ?? 'DRAFT').toLowerCase();
      const title = input.title ?? '';
      const slug = status === 'draft' ? '' : (input.slug ?? slugify(title));
      const info = prepared(
        ctx.db,
        `INSERT INTO posts (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
             post_status, post_name, post_modified, post_modified_gmt, post_type)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'post')`,
      ).run(
        ctx.viewer!.id,
        mysqlDateTime(now),
        mysqlDateTime(now),
        input.content ?? '',
        title,
        input.excerpt ?? '',
        status,
        slug,
        mysqlDateTime(now),
        mysqlDateTime(now),
      );
      ctx.cache.clear();
      return {
        clientMutationId: input.clientMutationId ?? null,
        post: postById(ctx, Number(info.lastInsertRowid)) ?? null,
      };
    }),
  },
};
