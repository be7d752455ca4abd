import type { CorpusEntry } from './corpus';
import type { SampleData } from './sample-data';

/*
 * Code-derived registries (themes, registered and enqueued scripts and stylesheets, the global
 * stylesheet): WordPress answers them from its code, the content service has none, so their values
 * differ (known-differences.json says how). These queries pin what must agree all the same: the
 * shape and pageInfo of their connections where both sides are empty, `__typename`s, fragments on
 * EnqueuedAsset and the connection interfaces, and the errors on bad ids and arguments.
 */

const PAGE_INFO = 'pageInfo { __typename hasNextPage hasPreviousPage startCursor endCursor }';
const ASSET = '__typename id handle src version';
const EMPTY_CONNECTION = `{ __typename nodes { ${ASSET} } edges { __typename cursor node { id } } ${PAGE_INFO} }`;
const base64 = (text: string) => Buffer.from(text).toString('base64');

export function codeRegistryQueries(data: SampleData): CorpusEntry[] {
  const postId = data.postIds[0];
  const queries: Record<string, { query: string; variables?: Record<string, unknown> }> = {
    // An empty `handlesIn` matches no asset; a handle no registry has matches none either.
    registered_scripts_no_handles: {
      query: `{ registeredScripts(where: { handlesIn: [] }) ${EMPTY_CONNECTION} }`,
    },
    registered_stylesheets_unknown_handle: {
      query: `{ registeredStylesheets(first: 5, where: { handlesIn: ["no-such-handle"] }) ${EMPTY_CONNECTION} }`,
    },
    // A cursor naming a handle that is not registered is ignored.
    registered_scripts_unknown_cursor: {
      query: `query ($after: String) { registeredScripts(after: $after, where: { handlesIn: [] }) { nodes { id } ${PAGE_INFO} } }`,
      variables: { after: base64('arrayconnection:no-such-handle') },
    },
    registered_stylesheets_last_unknown_cursor: {
      query: `query ($before: String) { registeredStylesheets(last: 2, before: $before, where: { handlesIn: ["no-such-handle"] }) { nodes { id } ${PAGE_INFO} } }`,
      variables: { before: base64('arrayconnection:no-such-handle') },
    },
    registered_scripts_negative_first: {
      query: `{ registeredScripts(first: -1) { nodes { id } } }`,
    },
    registered_stylesheets_first_and_last: {
      query: `{ registeredStylesheets(first: 1, last: 1) { nodes { id } } }`,
    },
    registered_scripts_unknown_where: {
      query: `{ registeredScripts(where: { handles: ["jquery"] }) { nodes { id } } }`,
    },
    themes_typenames: {
      query: `{ themes { __typename pageInfo { __typename } } }`,
    },
    themes_negative_last: { query: `{ themes(last: -2) { nodes { id } } }` },
    themes_where: { query: `{ themes(where: { search: "twenty" }) { nodes { id } } }` },
    theme_unknown_stylesheet: {
      query: `query ($id: ID!) { theme(id: $id) { __typename id name } }`,
      variables: { id: base64('theme:no-such-theme') },
    },
    // The message goes through esc_html().
    theme_stylesheet_escaped: {
      query: `query ($id: ID!) { theme(id: $id) { id } }`,
      variables: { id: base64('theme:<b>&"x"') },
    },
    // Not base64 of text: esc_html() empties the message, graphql-php calls it unknown.
    theme_id_not_text: { query: `{ theme(id: "nope") { id } }` },
    theme_without_id: { query: `{ theme { name } }` },
    // With only the base layout styles asked, WordPress generates nothing either.
    global_stylesheet_base_layout: {
      query: `{ globalStylesheet(types: [BASE_LAYOUT_STYLES]) }`,
    },
    global_stylesheet_unknown_type: { query: `{ globalStylesheet(types: [FONTS]) }` },
    global_stylesheet_string: { query: `{ globalStylesheet(types: "PRESETS") }` },
    global_stylesheet_variable: {
      query: `query ($types: [GlobalStylesheetTypesEnum]) { globalStylesheet(types: $types) }`,
      variables: { types: ['BASE_LAYOUT_STYLES', 'NOPE'] },
    },
    // WordPress enqueues no script for a node's page (its stylesheets differ: fields_<Type>_code).
    enqueued_scripts_every_kind: {
      query: `query ($post: ID!, $user: ID!) {
        post(id: $post, idType: DATABASE_ID) { enqueuedScripts ${EMPTY_CONNECTION} }
        pages(first: 1) { nodes { enqueuedScripts(first: 3) { nodes { id } ${PAGE_INFO} } } }
        mediaItems(first: 1) { nodes { enqueuedScripts { nodes { id } } } }
        categories(first: 1) { nodes { enqueuedScripts ${EMPTY_CONNECTION} } }
        tags(first: 1) { nodes { enqueuedScripts { nodes { id } } } }
        postFormats(first: 1) { nodes { enqueuedScripts { nodes { id } } } }
        user(id: $user, idType: DATABASE_ID) { enqueuedScripts ${EMPTY_CONNECTION} } }`,
      variables: { post: postId, user: data.userIds[0] },
    },
    enqueued_stylesheets_no_handles: {
      query: `query ($post: ID!) {
        post(id: $post, idType: DATABASE_ID) { enqueuedStylesheets(where: { handlesIn: [] }) ${EMPTY_CONNECTION} }
        tags(first: 1) { nodes { enqueuedStylesheets(where: { handlesIn: ["no-such-handle"] }) { nodes { id } ${PAGE_INFO} } } } }`,
      variables: { post: postId },
    },
    // A password-protected post answers empty connections (not null) to who lacks its password.
    enqueued_assets_protected_post: {
      query: `{ posts(where: { hasPassword: true }) { nodes { databaseId isRestricted enqueuedScripts ${EMPTY_CONNECTION} enqueuedStylesheets ${EMPTY_CONNECTION} } } }`,
    },
    enqueued_scripts_negative_first: {
      query: `query ($post: ID!) { post(id: $post, idType: DATABASE_ID) { title enqueuedScripts(first: -1) { nodes { id } } } }`,
      variables: { post: postId },
    },
    // node() for a theme or asset no registry has: null, no error.
    node_unknown_registry_ids: {
      query: `query ($theme: ID!, $script: ID!, $style: ID!) {
        theme: node(id: $theme) { __typename id }
        script: node(id: $script) { __typename id ... on EnqueuedAsset { handle } }
        style: node(id: $style) { __typename id } }`,
      variables: {
        theme: base64('theme:no-such-theme'),
        script: base64('enqueued_script:no-such-handle'),
        style: base64('enqueued_stylesheet:no-such-handle'),
      },
    },
    // Fragments on the connection interfaces and on EnqueuedAsset.
    asset_fragments: {
      query: `fragment Asset on EnqueuedAsset { __typename id handle src version after before conditional group dependencies { handle } }
        fragment Scripts on EnqueuedScriptConnection { nodes { ...Asset ... on EnqueuedScript { strategy groupLocation extraData } } edges { ... on EnqueuedScriptConnectionEdge { cursor } } pageInfo { ... on EnqueuedScriptConnectionPageInfo { hasNextPage } ... on WPPageInfo { endCursor } } }
        fragment Styles on EnqueuedStylesheetConnection { nodes { ...Asset ... on EnqueuedStylesheet { media rel isRtl path suffix title } } edges { ... on EnqueuedStylesheetConnectionEdge { cursor } } }
        query ($post: ID!) {
          registeredScripts(where: { handlesIn: [] }) { ...Scripts ... on Connection { nodes { __typename ... on Node { id } } } }
          registeredStylesheets(where: { handlesIn: [] }) { ...Styles }
          post(id: $post, idType: DATABASE_ID) { ... on ContentNode { enqueuedScripts { ...Scripts } enqueuedStylesheets(where: { handlesIn: [] }) { ...Styles } } }
          themes { ... on ThemeConnection { pageInfo { ... on ThemeConnectionPageInfo { __typename } } } } }`,
      variables: { post: postId },
    },
    asset_fragment_on_wrong_type: {
      query: `{ registeredScripts { nodes { ... on EnqueuedStylesheet { media } } } }`,
    },
  };
  return Object.entries(queries).map(([name, request]) => ({
    name: `code_${name}`,
    group: 'code',
    ...request,
  }));
}
