import { capabilitiesOf } from '../../auth/role-capabilities';
import type { RequestContext } from '../context';
import { toCursor, toGlobalId } from '../model/global-id';
import { paginateNamed, type ConnectionArgs } from '../model/paginate';
import type { ContentTypeModel, TermRow } from '../model/rows';
import { resolver, type Resolvers } from '../model/resolvers-type';
import { postConnection } from './post-connections';
import { taxonomyOfEnum, termConnection } from './term-connections';

/*
 * What WordPress has registered and WPGraphQL shows: the post types and taxonomies of the site
 * (WordPress's own, in registration order), plugins and user roles. Anonymous readers get what the
 * live site answers them: no plugins, no roles, restricted types and taxonomies.
 */

const CONTENT_TYPES = ['post', 'page', 'attachment'];

interface TaxonomyModel {
  name: string;
  single: string;
  plural: string;
  hierarchical: boolean;
  restBase: string | null;
  /** The GraphQL type of its terms. */
  typeName: string;
}

const TAXONOMIES: TaxonomyModel[] = [
  {
    name: 'category',
    single: 'category',
    plural: 'categories',
    hierarchical: true,
    restBase: 'categories',
    typeName: 'Category',
  },
  {
    name: 'post_tag',
    single: 'tag',
    plural: 'tags',
    hierarchical: false,
    restBase: 'tags',
    typeName: 'Tag',
  },
  {
    name: 'post_format',
    single: 'postFormat',
    plural: 'postFormats',
    hierarchical: false,
    restBase: null,
    typeName: 'PostFormat',
  },
];

const contentType = (name: string): ContentTypeModel => ({ kind: 'contentType', name });

/** The registered thing an `id` names: by name (idType NAME) or by global id of `type`. */
/**
 * The name contentType() and taxonomy() look up: by NAME the id as given or the enum name it is
 * (POST, TAG: Utils::map_enum_name_to_value); by global id its id part, whatever its type.
 */
function byId(
  args: { id: string; idType?: string | null },
  enumValues: (name: string) => string | undefined,
): string | null {
  if (args.idType === 'NAME') return enumValues(args.id) ?? args.id;
  const decoded = Buffer.from(args.id, 'base64').toString('latin1');
  return decoded.slice(decoded.indexOf(':') + 1 || 1) || null;
}

/** The capability WordPress checks before showing a post type's or taxonomy's private fields. */
function viewerCan(ctx: RequestContext, capability: string): boolean {
  return ctx.viewer !== null && capabilitiesOf(ctx.viewer.roles).includes(capability);
}

const taxonomyOf = (name: string) => TAXONOMIES.find((t) => t.name === name) ?? null;

/** A term's taxonomy edge; WPGraphQL gives its cursor as a connection of taxonomies would. */
const termTaxonomyEdge = resolver<TermRow>((t) => ({
  node: taxonomyOf(t.taxonomy),
  cursor: toCursor(t.taxonomy),
}));

const CONTENT_TYPE_ENUM = ['ATTACHMENT', 'PAGE', 'POST'];

export const registryResolvers: Resolvers = {
  RootQuery: {
    contentType: resolver<unknown, { id: string; idType?: string | null }>((_s, args) => {
      const name = byId(args, (id) =>
        CONTENT_TYPE_ENUM.includes(id) ? id.toLowerCase() : undefined,
      );
      return name && CONTENT_TYPES.includes(name) ? contentType(name) : null;
    }),
    contentTypes: resolver<unknown, ConnectionArgs>((_s, args) =>
      paginateNamed(CONTENT_TYPES.map(contentType), (t) => t.name, args),
    ),
    taxonomy: resolver<unknown, { id: string; idType?: string | null }>((_s, args) =>
      taxonomyOf(byId(args, taxonomyOfEnum) ?? ''),
    ),
    taxonomies: resolver<unknown, ConnectionArgs>((_s, args) =>
      paginateNamed(TAXONOMIES, (t) => t.name, args),
    ),
    // Plugins are listed to who may activate them; anonymously WPGraphQL finds none.
    plugin: () => null,
    plugins: resolver<unknown, ConnectionArgs>((_s, args) => paginateNamed([], String, args)),
    // Roles are listed to who may list users; anonymously the list is empty.
    userRoles: resolver<unknown, ConnectionArgs>((_s, args) => paginateNamed([], String, args)),
    userRole: resolver<unknown, { id: string }>((_s, args, ctx) =>
      viewerCan(ctx, 'list_users') ? null : { restricted: true, id: args.id },
    ),
  },
  UserRole: {
    // Without list_users WPGraphQL's UserRole model fails on its id: the live site answers
    // "Internal server error" there (and null for the role), which an Error (not a GraphQLError) gives.
    id: resolver<{ id: string; restricted?: boolean }>((role) => {
      if (role.restricted) throw new Error('user role is restricted');
      return role.id;
    }),
  },
  ContentType: {
    // Only posts have taxonomies here (categories, tags, formats); other types answer null.
    connectedTaxonomies: resolver<ContentTypeModel, ConnectionArgs>((t, args) =>
      t.name === 'post' ? paginateNamed(TAXONOMIES, (x) => x.name, args) : null,
    ),
    contentNodes: resolver<ContentTypeModel, ConnectionArgs>((t, args, ctx) =>
      postConnection(ctx, [t.name], args),
    ),
    description: () => '',
    showInGraphql: () => true,
    // The PostType model's fields outside its public list are null to who cannot edit the type.
    ...Object.fromEntries(
      [
        'canExport',
        'deleteWithUser',
        'excludeFromSearch',
        'labels',
        'menuIcon',
        'menuPosition',
        'public',
        'publiclyQueryable',
        'restBase',
        'restControllerClass',
        'showInAdminBar',
        'showInMenu',
        'showInNavMenus',
        'showInRest',
        'showUi',
      ].map((field) => [field, () => null]),
    ),
    // WPGraphQL's PostType model: restricted for who cannot edit that type's posts.
    isRestricted: resolver<ContentTypeModel, never>(
      (t, _a, ctx) => !viewerCan(ctx, t.name === 'page' ? 'edit_pages' : 'edit_posts'),
    ),
  },
  Taxonomy: {
    // Every taxonomy of this site is registered for posts only.
    connectedContentTypes: resolver<TaxonomyModel, ConnectionArgs>((_t, args) =>
      paginateNamed([contentType('post')], (x) => x.name, args),
    ),
    // A taxonomy whose term type the schema does not serve yet (post formats) lists nothing
    // rather than terms no type can carry.
    connectedTerms: resolver<TaxonomyModel, ConnectionArgs>((t, args, ctx, info) =>
      info.schema.getType(t.typeName) ? termConnection(ctx, t.name, args) : null,
    ),
    id: resolver<TaxonomyModel>((t) => toGlobalId('taxonomy', t.name)),
    name: resolver<TaxonomyModel>((t) => t.name),
    graphqlSingleName: resolver<TaxonomyModel>((t) => t.single),
    graphqlPluralName: resolver<TaxonomyModel>((t) => t.plural),
    hierarchical: resolver<TaxonomyModel>((t) => t.hierarchical),
    restBase: resolver<TaxonomyModel>((t) => t.restBase),
    description: () => '',
    showInGraphql: () => true,
    // WPGraphQL's Taxonomy model: restricted (labels, visibility flags null) without manage_terms.
    isRestricted: resolver<TaxonomyModel, never>(
      (_t, _a, ctx) => !viewerCan(ctx, 'manage_categories'),
    ),
    label: () => null,
    public: () => null,
    restControllerClass: () => null,
    showCloud: () => null,
    showInAdminColumn: () => null,
    showInMenu: () => null,
    showInNavMenus: () => null,
    showInQuickEdit: () => null,
    showInRest: () => null,
    showUi: () => null,
  },
  Category: {
    isPostsPage: () => false,
    isFrontPage: () => false,
    taxonomy: termTaxonomyEdge,
  },
  Tag: {
    isPostsPage: () => false,
    isFrontPage: () => false,
    taxonomy: termTaxonomyEdge,
  },
  // Like categories and tags: a term is never the front page or the posts page (WPGraphQL's Term
  // model answers false); without these the non-null fields failed on every post format.
  PostFormat: {
    isPostsPage: () => false,
    isFrontPage: () => false,
    taxonomy: termTaxonomyEdge,
  },
};
