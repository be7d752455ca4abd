import { readFileSync, writeFileSync } from 'node:fs';
import {
  type GraphQLField,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isObjectType,
} from 'graphql';
import { referenceFile } from '../support/shared-dir';
import { type CorpusEntry, corpusFile } from './corpus';
import { codeRegistryQueries } from './code-registry-queries';
import { developerQueries, errorCases } from './hand-written';
import { limitQueries } from './limit-queries';
import { TIE_KEYS } from './normalise';
import { collationOrderings, searchQueries } from './search-queries';
import { readSampleData, type SampleData } from './sample-data';
import {
  chunks,
  identitySelection,
  isConnection,
  leafFieldNames,
  needsNoArguments,
  objectFields,
  shallowSelection,
} from './selections';
import { whereValue } from './where-values';
import { whereArgumentPairs, wherePairs, type WhereSite } from './where-pairs';

/**
 * Writes tests/differential/corpus.json: queries generated from the reference schema (every
 * root field, every `where` argument alone and with a partner (where-pairs.ts), every orderby value, pagination at the edges, every
 * field of the main types, interfaces through fragments) plus the hand-written ones.
 * Deterministic for a WordPress in the reference state:
 *   npx tsx tests/differential/generate-corpus.ts [http://127.0.0.1:8080]
 */
const schemaFile = referenceFile('schema.graphql');

type Field = GraphQLField<unknown, unknown>;

const PAGE_INFO = 'pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';

/** Arguments that pick one existing node for each single-node root field. */
function lookupArguments(data: SampleData): Record<string, string> {
  return {
    category: `id: ${data.categoryIds[0]}, idType: DATABASE_ID`,
    comment: `id: ${data.commentIds[0]}, idType: DATABASE_ID`,
    contentNode: `id: ${data.postIds[0]}, idType: DATABASE_ID`,
    contentType: `id: "post", idType: NAME`,
    mediaItem: `id: ${data.mediaIds[0]}, idType: DATABASE_ID`,
    mediaItemBy: `mediaItemId: ${data.mediaIds[0]}`,
    menu: `id: ${data.menuIds[0]}, idType: DATABASE_ID`,
    menuItem: `id: ${data.menuItemIds[0]}, idType: DATABASE_ID`,
    node: `id: "${data.postGlobalId}"`,
    nodeByUri: `uri: "${data.postUri}"`,
    page: `id: ${data.pageIds[0]}, idType: DATABASE_ID`,
    pageBy: `pageId: ${data.pageIds[0]}`,
    plugin: `id: "cGx1Z2luOndwLWdyYXBocWwvd3AtZ3JhcGhxbC5waHA="`,
    post: `id: ${data.postIds[0]}, idType: DATABASE_ID`,
    postBy: `postId: ${data.postIds[0]}`,
    postFormat: `id: "aside", idType: SLUG`,
    tag: `id: ${data.tagIds[0]}, idType: DATABASE_ID`,
    taxonomy: `id: "category", idType: NAME`,
    termNode: `id: ${data.categoryIds[0]}, idType: DATABASE_ID, taxonomy: CATEGORY`,
    theme: `id: "dGhlbWU6dHdlbnR5dHdlbnR5Zml2ZQ=="`,
    user: `id: ${data.userIds[data.userIds.length - 1]}, idType: DATABASE_ID`,
    userRole: `id: "dXNlcl9yb2xlOmFkbWluaXN0cmF0b3I="`,
  };
}

function typeOf(schema: GraphQLSchema, field: Field): GraphQLNamedType {
  return schema.getType(getNamedType(field.type).name)!;
}

function leafSelection(type: GraphQLNamedType): string {
  const leaves = leafFieldNames(type);
  return ['__typename', ...leaves].join(' ');
}

function nodeSelection(schema: GraphQLSchema, connectionType: GraphQLNamedType): string {
  const nodes = (connectionType as { getFields(): Record<string, Field> }).getFields().nodes!;
  return identitySelection(typeOf(schema, nodes));
}

function offsetInfo(field: Field): string {
  const where = field.args.find((arg) => arg.name === 'where');
  const whereType = where && getNamedType(where.type);
  const hasOffset =
    whereType && 'getFields' in whereType && 'offsetPagination' in whereType.getFields();
  return hasOffset ? ' offsetPagination { hasMore hasPrevious total }' : '';
}

function connectionQuery(
  schema: GraphQLSchema,
  field: Field,
  args: string,
  extraNodeFields: readonly string[] = [],
): string {
  const type = typeOf(schema, field);
  const pageInfo = PAGE_INFO.replace(' }', `${offsetInfo(field)} }`);
  const nodes = [nodeSelection(schema, type), ...extraNodeFields].join(' ');
  return `{ ${field.name}${args ? `(${args})` : ''} { nodes { ${nodes} } ${pageInfo} } }`;
}

function rootFields(schema: GraphQLSchema, data: SampleData): CorpusEntry[] {
  const lookups = lookupArguments(data);
  return Object.values(schema.getQueryType()!.getFields()).map((field) => {
    const type = typeOf(schema, field);
    if (isConnection(type)) {
      const first = field.args.some((arg) => arg.name === 'first') ? 'first: 5' : '';
      return {
        name: `root_${field.name}`,
        group: 'root',
        query: connectionQuery(schema, field, first),
      };
    }
    const args = lookups[field.name] ? `(${lookups[field.name]})` : '';
    // A lookup's type has its fields in the `fields` group; settings objects have every leaf here.
    const selection = !isObjectType(type)
      ? '__typename ... on Node { id }'
      : lookups[field.name]
        ? identitySelection(type)
        : leafSelection(type);
    const body = isLeafType(type) ? '' : ` { ${selection} }`;
    return { name: `root_${field.name}`, group: 'root', query: `{ ${field.name}${args}${body} }` };
  });
}

function whereArguments(schema: GraphQLSchema, data: SampleData): CorpusEntry[] {
  const entries: CorpusEntry[] = [];
  for (const field of Object.values(schema.getQueryType()!.getFields())) {
    const where = field.args.find((arg) => arg.name === 'where');
    if (!where) continue;
    const whereType = getNamedType(where.type) as {
      getFields(): Record<string, never>;
    } & GraphQLNamedType;
    for (const arg of Object.values(whereType.getFields()) as Parameters<typeof whereValue>[1][]) {
      if (arg.name === 'orderby') continue;
      const value = whereValue(field.name, arg, data);
      if (value === undefined) continue;
      entries.push({
        name: `where_${field.name}_${arg.name}`,
        group: 'where',
        query: `query ($where: ${whereType.name}) ${connectionQuery(schema, field, 'first: 20, where: $where')}`,
        variables: { where: { [arg.name]: value } },
      });
    }
  }
  return entries;
}

/** Every orderby field, on the connections that take it. */
function orderings(schema: GraphQLSchema): CorpusEntry[] {
  const entries: CorpusEntry[] = [];
  for (const field of Object.values(schema.getQueryType()!.getFields())) {
    const where = field.args.find((arg) => arg.name === 'where');
    if (!where) continue;
    const whereType = getNamedType(where.type);
    if (!isInputObjectType(whereType)) continue;
    const orderby = whereType.getFields().orderby;
    if (!orderby) continue;
    const orderbyType = getNamedType(orderby.type);
    // Posts and users take [{ field, order }]; terms and comments an enum beside `order`.
    const enumType = isInputObjectType(orderbyType)
      ? getNamedType(orderbyType.getFields().field!.type)
      : orderbyType;
    if (!isEnumType(enumType)) continue;
    const values = enumType.getValues().map((value) => value.name);
    // Each value once, the order alternating: both orders of every field would double the run.
    for (const [index, value] of values.entries()) {
      for (const order of [index % 2 === 0 ? 'ASC' : 'DESC']) {
        const orderbyValue = isInputObjectType(orderbyType) ? [{ field: value, order }] : undefined;
        const whereValueFor = orderbyValue ? { orderby: orderbyValue } : { orderby: value, order };
        // The ordering key, where ties are compared as sets (normalise.ts 3.), is selected.
        const key = TIE_KEYS[field.name]?.[value];
        const identity = nodeSelection(schema, typeOf(schema, field)).split(' ');
        const extra = key && !identity.includes(key) ? [key] : [];
        entries.push({
          name: `orderby_${field.name}_${value}_${order}`,
          group: 'orderby',
          query: `query ($where: ${whereType.name}) ${connectionQuery(schema, field, 'first: 10, where: $where', extra)}`,
          variables: { where: whereValueFor },
        });
      }
    }
  }
  return entries;
}

const PAGINATED = [
  'posts',
  'pages',
  'mediaItems',
  'contentNodes',
  'categories',
  'tags',
  'terms',
  'users',
  'comments',
  'menuItems',
  'menus',
];

function pagination(schema: GraphQLSchema, data: SampleData): CorpusEntry[] {
  const entries: CorpusEntry[] = [];
  const fields = schema.getQueryType()!.getFields();
  for (const name of PAGINATED) {
    const field = fields[name]!;
    const cases: Record<string, string> = {
      first_0: 'first: 0',
      first_negative: 'first: -1',
      first_1: 'first: 1',
      first_over_max: 'first: 101',
      last_2: 'last: 2',
      last_0: 'last: 0',
      first_and_last: 'first: 2, last: 2',
    };
    const cursors =
      name === 'posts' ? data.postCursors : name === 'categories' ? data.termCursors : [];
    if (cursors.length > 2) {
      cases.after_first = `first: 2, after: "${cursors[0]}"`;
      cases.after_last = `first: 2, after: "${cursors[cursors.length - 1]}"`;
      cases.before_second = `last: 2, before: "${cursors[1]}"`;
      cases.before_first = `last: 2, before: "${cursors[0]}"`;
      cases.after_invalid = `first: 2, after: "bm90LWEtY3Vyc29y"`;
    }
    if (offsetInfo(field)) {
      cases.offset_0 = 'where: { offsetPagination: { offset: 0, size: 3 } }';
      cases.offset_negative = 'where: { offsetPagination: { offset: -1, size: 3 } }';
      cases.offset_past_end = 'where: { offsetPagination: { offset: 1000, size: 3 } }';
      cases.offset_size_0 = 'where: { offsetPagination: { offset: 2, size: 0 } }';
      cases.offset_with_first = 'first: 2, where: { offsetPagination: { offset: 2 } }';
    }
    for (const [label, args] of Object.entries(cases)) {
      entries.push({
        name: `pagination_${name}_${label}`,
        group: 'pagination',
        query: connectionQuery(schema, field, args),
      });
    }
  }
  return entries;
}

/** The root lookup of each main type: every field, in chunks (a missing field hides only its chunk). */
const FIELD_TYPES: Record<string, string> = {
  Post: 'post',
  Page: 'page',
  MediaItem: 'mediaItem',
  Category: 'category',
  Tag: 'tag',
  User: 'user',
  Comment: 'comment',
  Menu: 'menu',
  MenuItem: 'menuItem',
  ContentType: 'contentType',
  Taxonomy: 'taxonomy',
};

/**
 * Fields WordPress computes from its code, not from content: the script and stylesheet handles
 * core and the theme enqueue. The content service does not serve them (nothing in the store says
 * which handles exist), so they are asked in a query of their own per type (`fields_<Type>_code`)
 * and the type's content fields in its chunks stay visible.
 */
const CODE_DERIVED_FIELDS = new Set(['enqueuedScripts', 'enqueuedStylesheets']);

function typeFields(schema: GraphQLSchema, data: SampleData): CorpusEntry[] {
  const lookups = lookupArguments(data);
  const entries: CorpusEntry[] = [];
  const selectionOf = (fields: readonly Field[]) =>
    fields
      .map((field) => `${field.name} ${shallowSelection(schema, typeOf(schema, field))}`)
      .join(' ');
  for (const [typeName, root] of Object.entries(FIELD_TYPES)) {
    const type = schema.getType(typeName)!;
    const lookup = `${root}(${lookups[root]})`;
    chunks(leafFieldNames(type), 8).forEach((names, index) => {
      entries.push({
        name: `fields_${typeName}_leaves_${index + 1}`,
        group: 'fields',
        query: `{ ${lookup} { ${names.join(' ')} } }`,
      });
    });
    // Chunked as before, code-derived fields then taken out: the other chunks keep their names.
    chunks(objectFields(type), 4).forEach((group, index) => {
      const content = group.filter((field) => !CODE_DERIVED_FIELDS.has(field.name));
      if (content.length === 0) return;
      entries.push({
        name: `fields_${typeName}_objects_${index + 1}`,
        group: 'fields',
        query: `{ ${lookup} { ${selectionOf(content)} } }`,
      });
    });
    const code = objectFields(type).filter((field) => CODE_DERIVED_FIELDS.has(field.name));
    if (code.length > 0) {
      entries.push({
        name: `fields_${typeName}_code`,
        group: 'fields',
        query: `{ ${lookup} { ${selectionOf(code)} } }`,
      });
    }
  }
  return entries;
}

/** Each interface a main type implements, selected through an inline fragment. */
function interfaceFragments(schema: GraphQLSchema, data: SampleData): CorpusEntry[] {
  const lookups = lookupArguments(data);
  const entries: CorpusEntry[] = [];
  for (const [typeName, root] of Object.entries(FIELD_TYPES)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) continue;
    for (const face of type.getInterfaces()) {
      const leaves = leafFieldNames(face).slice(0, 10);
      entries.push({
        name: `fragment_${typeName}_${face.name}`,
        group: 'fragments',
        query: `{ ${root}(${lookups[root]}) { __typename ... on ${face.name} { ${leaves.length ? leaves.join(' ') : '__typename'} } } }`,
      });
    }
  }
  return entries;
}

/**
 * Connections of one node with every `where` argument alone and with a partner (where-pairs.ts),
 * as the root connections have them: the posts and content nodes of the post format with the
 * most posts (WPGraphQL's term-to-post connections; categories' and tags' share their code).
 */
function nodeConnectionWheres(schema: GraphQLSchema, data: SampleData): CorpusEntry[] {
  const owner = `postFormat(id: "${data.postFormatSlug}", idType: SLUG)`;
  const format = schema.getType('PostFormat') as GraphQLObjectType;
  return (['posts', 'contentNodes'] as const).flatMap((name) => {
    const field = format.getFields()[name]!;
    const where = field.args.find((arg) => arg.name === 'where')!;
    const site: WhereSite = {
      label: `postFormat_${name}`,
      kind: name,
      whereType: getNamedType(where.type) as WhereSite['whereType'],
      selection: (args) => `{ ${owner} { ${connectionQuery(schema, field, args).slice(2, -2)} } }`,
    };
    const alone = Object.values(site.whereType.getFields()).flatMap((arg): CorpusEntry[] => {
      if (arg.name === 'orderby') return [];
      const value = whereValue(name, arg, data);
      if (value === undefined) return [];
      return [
        {
          name: `where_${site.label}_${arg.name}`,
          group: 'where',
          query: `query ($where: ${site.whereType.name}) ${site.selection('first: 20, where: $where')}`,
          variables: { where: { [arg.name]: value } },
        },
      ];
    });
    return [...alone, ...wherePairs(site, data)];
  });
}

/** Types whose connections' interfaces are code-derived (enqueued assets, themes): asked elsewhere. */
const CODE_DERIVED_CONNECTIONS = /^(EnqueuedScript|EnqueuedStylesheet|Theme)Connection/;

/**
 * Each of WPGraphQL's connection interfaces (`PostConnection`, `PostConnectionEdge`,
 * `PostConnectionPageInfo`, …, `CommenterConnectionEdge`) through a fragment, over the first
 * connection or edge that implements it: a root connection, else a field of a main type's
 * lookup. A connection's query spreads its edge and page-info interfaces inside it.
 */
function connectionInterfaceFragments(schema: GraphQLSchema, data: SampleData): CorpusEntry[] {
  const lookups = lookupArguments(data);
  const owners: [string, GraphQLObjectType][] = [
    ['', schema.getQueryType()!],
    ...Object.entries(FIELD_TYPES).map(([typeName, root]): [string, GraphQLObjectType] => [
      `${root}(${lookups[root]})`,
      schema.getType(typeName) as GraphQLObjectType,
    ]),
  ];
  const implementers = (name: string) =>
    new Set(
      schema.getPossibleTypes(schema.getType(name) as GraphQLInterfaceType).map((t) => t.name),
    );
  const interfaces = Object.values(schema.getTypeMap()).filter(
    (type): type is GraphQLInterfaceType =>
      isInterfaceType(type) &&
      /Connection(Edge)?$/.test(type.name) &&
      !['Connection', 'OneToOneConnection'].includes(type.name) &&
      !CODE_DERIVED_CONNECTIONS.test(type.name),
  );
  /** The first field of `among` (no arguments needed) whose type implements `face`. */
  const siteOf = (face: GraphQLInterfaceType, among: [string, GraphQLObjectType][]) =>
    among
      .flatMap(([owner, type]) =>
        Object.values(type.getFields()).map((field) => ({ owner, field })),
      )
      .find(
        ({ field }) =>
          needsNoArguments(field) && implementers(face.name).has(getNamedType(field.type).name),
      );
  const entries: CorpusEntry[] = [];
  const wrap = (owner: string, body: string) =>
    owner ? `{ ${owner} { ${body} } }` : `{ ${body} }`;
  for (const face of interfaces.filter((type) => !type.name.endsWith('Edge'))) {
    const edge = `${face.name}Edge`;
    const pageInfo = `${face.name}PageInfo`;
    const site = siteOf(face, owners);
    if (!site) continue;
    const first = site.field.args.some((arg) => arg.name === 'first') ? '(first: 3)' : '';
    const nodes = nodeSelection(schema, typeOf(schema, site.field));
    entries.push({
      name: `fragment_connection_${face.name}`,
      group: 'fragments',
      query: wrap(
        site.owner,
        `${site.field.name}${first} { __typename ... on ${face.name} { nodes { ${nodes} } ` +
          `edges { __typename ... on ${edge} { cursor node { ${nodes} } } } ` +
          `pageInfo { __typename ... on ${pageInfo} { hasNextPage hasPreviousPage startCursor endCursor } } } }`,
      ),
    });
  }
  // Edge interfaces of one-to-one fields (a post's author, a comment's author, a menu item's node).
  for (const face of interfaces.filter((type) => type.name.endsWith('Edge'))) {
    const site = siteOf(
      face,
      owners.filter(([owner]) => owner !== ''),
    );
    if (!site) continue;
    const nodeType = (typeOf(schema, site.field) as GraphQLObjectType).getFields().node!;
    entries.push({
      name: `fragment_edge_${face.name}`,
      group: 'fragments',
      query: wrap(
        site.owner,
        `${site.field.name} { __typename ... on ${face.name} { cursor node { ${identitySelection(typeOf(schema, nodeType))} } } }`,
      ),
    });
  }
  return entries;
}

/** `/a/b/` as `/a/%62/`: a percent escape WPGraphQL does not decode before matching. */
function escapeLastCharacter(uri: string): string {
  return uri.replace(/(.)\/$/, (_match, last: string) => `%${last.charCodeAt(0).toString(16)}/`);
}

/** Every kind of URI through nodeByUri, with a fragment on each type it can be. */
function urisByKind(schema: GraphQLSchema, data: SampleData): CorpusEntry[] {
  // The types a developer asks for in a route's query (a Comment's URI is not a route).
  const fragments = ['Post', 'Page', 'MediaItem', 'Category', 'Tag', 'User', 'ContentType']
    .map((name) => `... on ${name} { ${identitySelection(schema.getType(name)!)} }`)
    .join(' ');
  const uris: Record<string, string> = {
    post: data.postUri,
    page: data.pageUris[0]!,
    nested_page: '/level-1/level-2/level-3/',
    category: data.categoryUri,
    tag: data.tagUri,
    user: data.userUri,
    media: data.mediaUri,
    home: '/',
    posts_page: '/blog/',
    paged_home: '/page/2/',
    paged_category: `${data.categoryUri}page/2/`,
    unknown: '/no-such-thing/',
    post_without_slash: data.postUri.replace(/\/$/, ''),
    full_url: `http://127.0.0.1:8080${data.postUri}`,
    greek_decoded: '/greek/επίπεδο-2/',
    greek_lower: `/greek/${encodeURIComponent('επίπεδο-2').toLowerCase()}/`,
    greek_upper: `/greek/${encodeURIComponent('επίπεδο-2')}/`,
    query_string: '/?p=1',
    post_type_archive: '/type/aside/',
    date_archive: '/2013/01/',
    feed: '/feed/',
    // How NodeResolver::parse_request() reads the text (resolve-uri.ts): index.php is blanked
    // (the home request), the query is matched when the path is empty or '/', else the path.
    index_php: '/index.php',
    index_php_slash: '/index.php/',
    index_php_paged: 'http://127.0.0.1:8080/index.php?paged=2',
    index_php_paged_relative: 'index.php?paged=2',
    index_php_extra_query: '/index.php?paged=2&x=1',
    index_php_content_var: '/index.php?p=1',
    index_php_after_post: `${data.postUri}index.php`,
    index_php_then_path: '/index.php/page/2/',
    empty_query: '/?',
    query_names_post: `/?${data.postUri.slice(1)}`,
    query_extra_var: '/?paged=2&x=1',
    home_url_without_slash: 'http://127.0.0.1:8080',
    fragment_only: '#foo',
    home_fragment: '/#foo',
    post_with_query: `${data.postUri}?paged=2`,
    post_with_other_id: `${data.postUri}?p=999999`,
    category_with_query: `${data.categoryUri}?x=1`,
    post_trailing_space: `${data.postUri} `,
    post_escaped_letter: escapeLastCharacter(data.postUri),
    category_escaped_letter: escapeLastCharacter(data.categoryUri),
    double_slash_inside: data.categoryUri.replace(/\/(?=[^/]+\/$)/, '//'),
    dot_segment: `/.${data.postUri}`,
    https_same_host: `https://127.0.0.1:8080${data.postUri}`,
    // Another host: parse_request() returns early, and WP_Query runs on the /graphql request's
    // own query vars, the front page query, whose first post (stickies first) WPGraphQL answers.
    external_host: 'http://example.com/foo/',
    external_home: 'http://example.com/',
    external_scheme_relative: '//example.com/page/2/',
    scheme_relative_path: '//page/2/',
    front_end_host: `http://localhost:3000${data.postUri}`,
    comment_fragment: `${data.postUri}#comment-2`,
    missing_comment: `${data.postUri}#comment-999999`,
  };
  return Object.entries(uris).map(([kind, uri]) => ({
    name: `node_by_uri_${kind}`,
    group: 'fragments',
    query: `query ($uri: String!) { nodeByUri(uri: $uri) { __typename id isContentNode isTermNode ${fragments} } }`,
    variables: { uri },
  }));
}

async function main(): Promise<void> {
  const wordpressUrl = process.argv[2] ?? 'http://127.0.0.1:8080';
  const schema = buildSchema(readFileSync(schemaFile, 'utf8'));
  const data = await readSampleData(wordpressUrl);
  const corpus: CorpusEntry[] = [
    ...rootFields(schema, data),
    ...whereArguments(schema, data),
    ...whereArgumentPairs(schema, data, (name, args) =>
      connectionQuery(schema, schema.getQueryType()!.getFields()[name]!, args),
    ),
    ...orderings(schema),
    ...pagination(schema, data),
    ...typeFields(schema, data),
    ...interfaceFragments(schema, data),
    ...connectionInterfaceFragments(schema, data),
    ...nodeConnectionWheres(schema, data),
    ...urisByKind(schema, data),
    ...developerQueries(data),
    ...searchQueries(),
    ...collationOrderings(),
    ...errorCases(data),
    ...limitQueries(),
    ...codeRegistryQueries(data),
  ];
  const names = new Set<string>();
  for (const entry of corpus) {
    if (names.has(entry.name)) throw new Error(`duplicate corpus name ${entry.name}`);
    names.add(entry.name);
  }
  writeFileSync(corpusFile, `${JSON.stringify(corpus, null, 2)}\n`);
  console.log(`wrote ${corpus.length} queries to ${corpusFile}`);
}

void main();
