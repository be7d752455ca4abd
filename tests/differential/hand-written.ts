import type { CorpusEntry } from './corpus';
import type { SampleData } from './sample-data';

/** Queries as a developer writes them for a page of the site (the examples first). */
export function developerQueries(data: SampleData): CorpusEntry[] {
  const author = data.userSlugs[data.userSlugs.length - 1]!;
  const enc = encodeURIComponent;
  const where = 'query($w: RootQueryToPostConnectionWhereArgs){posts(where:$w){nodes{databaseId}}}';
  const queries: Record<string, Omit<CorpusEntry, 'name' | 'group'>> = {
    author_page: {
      query: `query ($slug: ID!) { user(id: $slug, idType: SLUG) { name description avatar { url } posts(first: 5) { nodes { title uri date } pageInfo { hasNextPage endCursor } } } }`,
      variables: { slug: author },
    },
    author_page_seo: {
      query: `query ($slug: ID!) { user(id: $slug, idType: SLUG) { name seo { title metaDesc } } }`,
      variables: { slug: author },
    },
    author_nicename_anonymous: {
      query: `{ users { nodes { databaseId name nicename slug username email } } }`,
    },
    tag_cloud: {
      query: `{ tags(first: 100, where: { orderby: COUNT, order: DESC, hideEmpty: true }) { nodes { name slug count uri } } }`,
    },
    category_tree: {
      query: `{ categories(first: 100, where: { parent: 0 }) { nodes { name children { nodes { name children { nodes { name } } } } } } }`,
    },
    categories_by_name_desc: {
      query: `{ categories(first: 10, where: { order: DESC, orderby: NAME }) { nodes { name } } }`,
    },
    related_posts: {
      query: `query ($id: ID!, $cats: [ID]) { post(id: $id, idType: DATABASE_ID) { title } posts(first: 4, where: { categoryIn: $cats, notIn: [$id] }) { nodes { title uri } } }`,
      variables: { id: data.postIds[0], cats: data.categoryIds.slice(0, 1) },
    },
    menus_by_location: {
      query: `{ header: menuItems(where: { location: HEADER_MENU }, first: 100) { nodes { label uri parentId order } } footer: menuItems(where: { location: FOOTER_MENU }, first: 100) { nodes { label uri } } }`,
    },
    menu_items_all: {
      query: `{ menuItems(first: 100) { nodes { databaseId label order menu { node { slug } } } } }`,
    },
    menu_with_items: {
      query: `{ menus { nodes { name slug locations menuItems(first: 100) { nodes { label } } } } }`,
    },
    pages_parent_in: {
      query: `query ($parents: [ID]) { pages(first: 100, where: { parentIn: $parents }) { nodes { title parentDatabaseId } } }`,
      variables: { parents: data.pageParentIds },
    },
    page_children: {
      query: `{ pages(first: 100, where: { parent: ${data.pageParentIds[0]} }) { nodes { title } } }`,
    },
    page_ancestors: {
      query: `{ page(id: "/level-1/level-2/level-3/", idType: URI) { title ancestors { nodes { ... on Page { title } } } parent { node { ... on Page { title } } } } }`,
    },
    post_with_comments: {
      query: `query ($id: ID!) { post(id: $id, idType: DATABASE_ID) { title commentCount commentStatus comments(first: 100) { nodes { databaseId content author { node { name } } parentDatabaseId } } } }`,
      variables: { id: data.commentedPostId },
    },
    search_posts: {
      query: `{ posts(first: 10, where: { search: "block" }) { nodes { title } pageInfo { hasNextPage } } }`,
    },
    archive_by_month: {
      query: `{ posts(first: 20, where: { dateQuery: { year: 2013, month: 1 } }) { nodes { title date } } }`,
    },
    sticky_first: {
      query: `{ posts(first: 5) { nodes { title isSticky } } }`,
    },
    post_by_slug: {
      query: `query ($slug: ID!) { post(id: $slug, idType: SLUG) { title author { node { name } } categories { nodes { name } } tags { nodes { name } } featuredImage { node { sourceUrl altText } } } }`,
      variables: { slug: data.postSlugs[0] },
    },
    post_by_uri: {
      query: `query ($uri: ID!) { post(id: $uri, idType: URI) { title uri } }`,
      variables: { uri: data.postUri },
    },
    greek_page_upper_encoded: {
      query: `query ($uri: ID!) { page(id: $uri, idType: URI) { title uri } }`,
      variables: { uri: `/greek/${encodeURIComponent('επίπεδο-2')}/` },
    },
    greek_page_lower_encoded: {
      query: `query ($uri: ID!) { page(id: $uri, idType: URI) { title uri } }`,
      variables: { uri: `/greek/${encodeURIComponent('επίπεδο-2').toLowerCase()}/` },
    },
    category_archive: {
      query: `query ($slug: ID!) { category(id: $slug, idType: SLUG) { name description count posts(first: 5) { nodes { title } pageInfo { hasNextPage } } } }`,
      variables: { slug: data.categorySlugs[0] },
    },
    tag_archive: {
      query: `query ($slug: ID!) { tag(id: $slug, idType: SLUG) { name count posts(first: 5) { nodes { title } } } }`,
      variables: { slug: data.tagSlugs[0] },
    },
    site_settings: {
      query: `{ generalSettings { title description url language timezone dateFormat } readingSettings { postsPerPage showOnFront pageOnFront pageForPosts } }`,
    },
    media_gallery: {
      query: `{ mediaItems(first: 10, where: { mimeType: IMAGE_JPEG }) { nodes { altText caption mediaDetails { width height } sourceUrl } } }`,
    },
    content_nodes_mixed: {
      query: `{ contentNodes(first: 10, where: { contentTypes: [POST, PAGE] }) { nodes { __typename ... on NodeWithTitle { title } ... on Post { isSticky } ... on Page { isFrontPage } } } }`,
    },
    posts_offset_page_2: {
      query: `{ posts(where: { offsetPagination: { offset: 10, size: 10 } }) { nodes { title } pageInfo { hasNextPage hasPreviousPage offsetPagination { hasMore hasPrevious total } } } }`,
    },
    null_in_list_path: {
      query: `{ posts(first: 3) { nodes { title author { node { name } } featuredImage { node { sourceUrl } } } } }`,
    },
    aliases_and_fragments: {
      query: `fragment Card on Post { title uri excerpt } { latest: posts(first: 2) { nodes { ...Card } } sticky: posts(first: 2, where: { onlySticky: true }) { nodes { ...Card } } }`,
    },
    viewer_anonymous: { query: `{ viewer { name } }` },
    seo_post: {
      query: `query ($id: ID!) { post(id: $id, idType: DATABASE_ID) { seo { title metaDesc canonical opengraphTitle } } }`,
      variables: { id: data.postIds[0] },
    },
    operation_name: {
      query: `query A { generalSettings { title } } query B { readingSettings { postsPerPage } }`,
    },
    // Every post and page read in one list: the password-protected post (1168) withholds its
    // non-null isSticky (WordPress: "Internal server error", posts null) and runs none of its
    // connections (empty, not null).
    posts_all_sticky: { query: `{ posts(first: 100) { nodes { databaseId isSticky } } }` },
    posts_all_connections: {
      query: `{ posts(first: 100) { nodes { databaseId comments { nodes { databaseId } } revisions { nodes { databaseId } } terms { nodes { slug } } postFormats { nodes { slug } } categories { nodes { slug } } tags { nodes { slug } } } } }`,
    },
    pages_all_connections: {
      query: `{ pages(first: 100) { nodes { databaseId comments { nodes { databaseId } } revisions { nodes { databaseId } } children { nodes { databaseId } } template { __typename templateName ... on Template_PageNoTitle { templateName } } } } }`,
    },
    author_social: {
      query: `{ users { nodes { databaseId seo { social { facebook instagram linkedIn mySpace pinterest soundCloud twitter wikipedia youTube } } } } }`,
    },
    media_image_meta: {
      query: `{ mediaItems(first: 100) { nodes { databaseId mediaDetails { meta { aperture camera caption copyright createdTimestamp credit focalLength iso keywords orientation shutterSpeed title } } } } }`,
    },
    // Yoast's head of the posts whose rules the content service once missed (full-head.ts):
    // pages split with <!--nextpage--> (rel="next", no one-crumb breadcrumb), gallery and content
    // images by URL, a content image URL with a query string, texturized and untitled titles,
    // a hand-written excerpt with tags.
    seo_full_head_paginated: {
      query: `{ a: post(id: 24, idType: DATABASE_ID) { seo { fullHead } } b: post(id: 1171, idType: DATABASE_ID) { seo { fullHead } } c: post(id: 1779, idType: DATABASE_ID) { seo { fullHead } } }`,
    },
    seo_full_head_images: {
      query: `{ a: post(id: 555, idType: DATABASE_ID) { seo { fullHead } } b: post(id: 1781, idType: DATABASE_ID) { seo { fullHead } } c: post(id: 1782, idType: DATABASE_ID) { seo { fullHead } } d: post(id: 1158, idType: DATABASE_ID) { seo { fullHead } } }`,
    },
    seo_full_head_titles: {
      query: `{ a: post(id: 1173, idType: DATABASE_ID) { seo { fullHead breadcrumbs { text url } } } b: post(id: 1174, idType: DATABASE_ID) { seo { fullHead breadcrumbs { text url } } } c: post(id: 1169, idType: DATABASE_ID) { seo { fullHead } } d: post(id: 993, idType: DATABASE_ID) { seo { fullHead opengraphDescription } } }`,
    },
    seo_taxonomy_archives: {
      query: `{ seo { taxonomyArchives { category { archive { title metaDesc metaRobotsNoindex } } tag { archive { title metaDesc metaRobotsNoindex } } postFormat { archive { title metaDesc metaRobotsNoindex } } } } }`,
    },
    post_format_archives_seo: {
      query: `{ postFormats { nodes { name seo { title metaDesc canonical metaRobotsNoindex breadcrumbs { text url } schema { raw } fullHead } } } }`,
    },
    content_by_template: {
      query: `{ pages(first: 100, where: { template: DEFAULT_TEMPLATE }) { nodes { databaseId } } untitled: pages(where: { template: PAGE_NO_TITLE_BLOCK_TEMPLATE }) { nodes { databaseId } } posts(first: 20, where: { template: DEFAULT_TEMPLATE }) { nodes { databaseId } } contentNodes(first: 50, where: { template: DEFAULT_TEMPLATE, contentTypes: [PAGE, POST] }) { nodes { databaseId } } }`,
    },
    image_size_paths: {
      query: `{ mediaItems(first: 10) { nodes { databaseId mediaDetails { filePath sizes { name file filePath } } } } }`,
    },
    seo_through_interfaces: {
      query: `{ contentNodes(first: 5, where: { contentTypes: [PAGE, POST] }) { nodes { ... on ContentNode { seo { title canonical } } ... on NodeWithTitle { titled: seo { title } } ... on HierarchicalContentNode { tree: seo { breadcrumbs { text } } } } } }`,
    },
    // A non-null field failing in a list item (the password-protected post 1168's isSticky) beside
    // a slow field (content) and a field failing on every post (pinged): the list stops at the
    // failure, whatever the execution budget's slices (run-operation.ts).
    error_path_list_after_slice: {
      query: `{ posts(first: 100) { nodes { databaseId content excerpt isSticky pinged } } }`,
    },
    error_path_post_format_front_page: {
      query: `{ postFormats { nodes { slug isFrontPage isPostsPage } } terms(first: 100) { nodes { __typename isFrontPage isPostsPage } } }`,
    },
    author_schema_types: {
      query: `{ users { nodes { databaseId seo { schema { articleType pageType } } } } }`,
    },
    // Sweep of developer-shaped queries: sizes asked of a media item's file, path, file size and
    // srcset (the file shown first), mediaDetails.sizes(include, exclude).
    sweep_media_sizes: {
      query: `{ mediaItems(first: 30) { nodes { databaseId file(size: THUMBNAIL) f2: file filePath(size: MEDIUM) p2: filePath fileSize(size: LARGE) s2: fileSize s3: fileSize(size: _2048X2048) srcSet(size: LARGE) a: srcSet b: srcSet(size: THUMBNAIL) c: srcSet(size: _2048X2048) d: srcSet(size: MEDIUM_LARGE) sourceUrl(size: _1536X1536) mediaDetails { sizes(include: [THUMBNAIL, LARGE]) { name } e: sizes(exclude: [THUMBNAIL], include: [THUMBNAIL]) { name } f: sizes(exclude: [MEDIUM]) { name } } } } }`,
    },
    // Avatars with get_avatar_data()'s arguments (f=y, the rating, absint sizes), comment authors
    // without a URL ('').
    sweep_avatar_args: {
      query: `{ users { nodes { a: avatar(size: 48, forceDefault: true, rating: PG) { url size width height rating forceDefault default foundAvatar } b: avatar(size: -20) { url size } c: avatar(size: 0, forceDefault: false, rating: X) { url rating forceDefault } d: avatar { url } } } }`,
    },
    sweep_comment_authors: {
      query: `{ comments(first: 100, where: { order: ASC, orderby: COMMENT_DATE }) { nodes { databaseId author { node { __typename name url avatar(size: 32, forceDefault: true) { url rating forceDefault size } ... on User { avatar(rating: R) { url } } } } } } }`,
    },
    // How root fields read ids: a global id's id part whatever its type, "The ID input is
    // invalid" without one, termNode and menu by database id in any taxonomy (a menu as a
    // TermNode, and a term's menu items, are internal errors), menus by location slug or enum
    // (an unset location is an error), users by username or e-mail refused to anonymous readers,
    // content types and taxonomies by enum name, contentNode without its contentType.
    sweep_ids_post: {
      query: `{ a: post(id: "not-base64!") { __typename } b: post(id: "dGVybTox") { __typename } c: post(id: "cG9zdDox") { __typename } d: post(id: "dXNlcjox") { __typename } e: post(id: "MTIz") { __typename } }`,
    },
    sweep_ids_page: {
      query: `{ a: page(id: "not-base64!") { __typename } b: page(id: "dGVybTox") { __typename } c: page(id: "cG9zdDox") { __typename } d: page(id: "dXNlcjox") { __typename } e: page(id: "MTIz") { __typename } }`,
    },
    sweep_ids_mediaItem: {
      query: `{ a: mediaItem(id: "not-base64!") { __typename } b: mediaItem(id: "dGVybTox") { __typename } c: mediaItem(id: "cG9zdDox") { __typename } d: mediaItem(id: "dXNlcjox") { __typename } e: mediaItem(id: "MTIz") { __typename } }`,
    },
    sweep_ids_contentNode: {
      query: `{ a: contentNode(id: "not-base64!") { __typename } b: contentNode(id: "dGVybTox") { __typename } c: contentNode(id: "cG9zdDox") { __typename } d: contentNode(id: "dXNlcjox") { __typename } e: contentNode(id: "MTIz") { __typename } }`,
    },
    sweep_ids_category: {
      query: `{ a: category(id: "not-base64!") { __typename } b: category(id: "dGVybTox") { __typename } c: category(id: "cG9zdDox") { __typename } d: category(id: "dXNlcjox") { __typename } e: category(id: "MTIz") { __typename } }`,
    },
    sweep_ids_tag: {
      query: `{ a: tag(id: "not-base64!") { __typename } b: tag(id: "dGVybTox") { __typename } c: tag(id: "cG9zdDox") { __typename } d: tag(id: "dXNlcjox") { __typename } e: tag(id: "MTIz") { __typename } }`,
    },
    sweep_ids_postFormat: {
      query: `{ a: postFormat(id: "not-base64!") { __typename } b: postFormat(id: "dGVybTox") { __typename } c: postFormat(id: "cG9zdDox") { __typename } d: postFormat(id: "dXNlcjox") { __typename } e: postFormat(id: "MTIz") { __typename } }`,
    },
    sweep_ids_user: {
      query: `{ a: user(id: "not-base64!") { __typename } b: user(id: "dGVybTox") { __typename } c: user(id: "cG9zdDox") { __typename } d: user(id: "dXNlcjox") { __typename } e: user(id: "MTIz") { __typename } }`,
    },
    sweep_ids_comment: {
      query: `{ a: comment(id: "not-base64!") { __typename } b: comment(id: "dGVybTox") { __typename } c: comment(id: "cG9zdDox") { __typename } d: comment(id: "dXNlcjox") { __typename } e: comment(id: "MTIz") { __typename } }`,
    },
    sweep_ids_menu: {
      query: `{ a: menu(id: "not-base64!") { __typename } b: menu(id: "dGVybTox") { __typename } c: menu(id: "cG9zdDox") { __typename } d: menu(id: "dXNlcjox") { __typename } e: menu(id: "MTIz") { __typename } }`,
    },
    sweep_ids_menuItem: {
      query: `{ a: menuItem(id: "not-base64!") { __typename } b: menuItem(id: "dGVybTox") { __typename } c: menuItem(id: "cG9zdDox") { __typename } d: menuItem(id: "dXNlcjox") { __typename } e: menuItem(id: "MTIz") { __typename } }`,
    },
    sweep_ids_termNode: {
      query: `{ a: termNode(id: "not-base64!") { __typename } b: termNode(id: "dGVybTox") { __typename } c: termNode(id: "cG9zdDox") { __typename } d: termNode(id: "dXNlcjox") { __typename } e: termNode(id: "MTIz") { __typename } }`,
    },
    sweep_ids_node: {
      query: `{ a: node(id: "not-base64!") { __typename } b: node(id: "dGVybTox") { __typename } c: node(id: "cG9zdDox") { __typename } d: node(id: "dXNlcjox") { __typename } e: node(id: "MTIz") { __typename } }`,
    },
    sweep_ids_contentType: {
      query: `{ a: contentType(id: "not-base64!") { __typename } b: contentType(id: "dGVybTox") { __typename } c: contentType(id: "cG9zdDox") { __typename } d: contentType(id: "dXNlcjox") { __typename } e: contentType(id: "MTIz") { __typename } }`,
    },
    sweep_ids_taxonomy: {
      query: `{ a: taxonomy(id: "not-base64!") { __typename } b: taxonomy(id: "dGVybTox") { __typename } c: taxonomy(id: "cG9zdDox") { __typename } d: taxonomy(id: "dXNlcjox") { __typename } e: taxonomy(id: "MTIz") { __typename } }`,
    },
    sweep_term_node_ids: {
      query: `{ a: termNode(id: "dGVybToxOTk=") { __typename id } b: termNode(id: 199, idType: DATABASE_ID) { __typename } c: termNode(id: 1, idType: DATABASE_ID, taxonomy: TAG) { __typename id } d: termNode(id: "uncategorized", idType: SLUG, taxonomy: CATEGORY) { __typename name uri isTermNode templates } }`,
    },
    sweep_menu_ids: {
      query: `{ a: menu(id: "header-menu", idType: LOCATION) { name } b: menu(id: "FOOTER", idType: LOCATION) { name } c: menu(id: 2, idType: DATABASE_ID) { name slug count locations menuItems { nodes { id } } } d: menu(id: "Header Menu", idType: NAME) { name databaseId } e: menu(id: "footer-menu", idType: SLUG) { name } f: menu(id: "dGVybTox") { name } g: menu(id: "HEADER_MENU", idType: LOCATION) { name count } }`,
    },
    sweep_user_ids: {
      query: `{ a: user(id: "admin", idType: USERNAME) { name } b: user(id: "admin", idType: SLUG) { name } c: user(id: "admin@example.com", idType: EMAIL) { name } d: user(id: "/author/admin/", idType: URI) { name } e: user(id: 1, idType: DATABASE_ID) { name } f: user(id: "dGVybTox") { name } }`,
    },
    sweep_registry_ids: {
      query: `{ a: contentType(id: "PAGE", idType: NAME) { name } b: taxonomy(id: "TAG", idType: NAME) { name } c: taxonomy(id: "POSTFORMAT", idType: NAME) { name } d: contentType(id: "Y29udGVudF90eXBlOnBhZ2U=") { name } e: taxonomy(id: "dGF4b25vbXk6Y2F0ZWdvcnk=") { name } f: contentType(id: "cGFnZQ==") { name } g: contentNode(id: 2, idType: DATABASE_ID, contentType: POST) { __typename } h: contentNode(id: "/about/", idType: URI, contentType: POST) { __typename } }`,
    },
    sweep_node_empty_id: {
      query: `{ node(id: "%%%") { __typename } a: node(id: "") { __typename } b: node(id: "dXNlcjo5OTk=") { __typename } c: node(id: "Y29tbWVudDo5OTk5") { __typename } d: comment(id: 99999, idType: DATABASE_ID) { content } }`,
    },
    // format: RAW to anonymous readers: null titles (titleRaw needs edit_posts) and comment
    // contents (no field of a restricted comment), beside the rendered ones.
    sweep_raw_formats: {
      query: `{ posts(first: 5) { nodes { title(format: RAW) content(format: RAW) excerpt(format: RAW) rendered: title(format: RENDERED) } } mediaItems(first: 3) { nodes { title(format: RAW) caption(format: RAW) description(format: RAW) } } post(id: 1148, idType: DATABASE_ID) { comments(where: { parentIn: [0] }) { nodes { databaseId replies(first: 10) { nodes { databaseId content(format: RAW) rendered: content } pageInfo { hasNextPage endCursor } } } } } }`,
    },
    // menuItems' parentId: "0" the top level, a number or a global id the parent (over
    // parentDatabaseId), an id without a number no item, "" no filter.
    sweep_menu_items_parent_id: {
      query: `{ a: menuItems(where: { parentId: "0" }) { nodes { databaseId } } b: menuItems(where: { parentId: "1834" }) { nodes { databaseId } } c: menuItems(where: { parentId: "cG9zdDoxODM0" }) { nodes { databaseId } } d: menuItems(where: { parentId: "abc" }) { nodes { databaseId } } e: menuItems(where: { parentId: "1834", parentDatabaseId: 0 }) { nodes { databaseId } } f: menuItems(where: { parentId: "" }) { nodes { databaseId } } g: menuItems(where: { parentId: "MTIz" }) { nodes { databaseId } } }`,
    },
    // Refusals developers meet, in graphql-php's words where graphql-js words them otherwise:
    // variables printed as JSON (also inside coercion messages), directive and variable
    // validation texts, fragment cycles, field conflicts, subscriptions, GET variables as sent.
    sweep_error_get_variables_array: {
      get: `query=${enc('query($n:Int){posts(first:$n){nodes{databaseId}}}')}&variables=${enc('[1]')}`,
    },
    sweep_error_variable_object_unknown_field: { query: where, variables: { w: { nope: 1 } } },
    sweep_error_variable_nested_enum: {
      query: where,
      variables: { w: { orderby: [{ field: 'NOPE', order: 'ASC' }] } },
    },
    sweep_error_variable_list_item: {
      query: 'query($ids:[ID]){posts(where:{in:$ids}){nodes{databaseId}}}',
      variables: { ids: [1, { a: 1 }] },
    },
    sweep_error_variable_object_for_int: {
      query: 'query($n:Int){posts(first:$n){nodes{databaseId}}}',
      variables: { n: { a: [1, 2], b: 'é/x' } },
    },
    sweep_error_directive_missing_argument: { query: '{ generalSettings { title @include } }' },
    sweep_error_directive_location: {
      query: 'query @include(if: true) { generalSettings { title } }',
    },
    sweep_error_directive_repeated: {
      query: '{ generalSettings { title @include(if: true) @include(if: true) } }',
    },
    sweep_error_variable_undefined: { query: '{ posts(first: $n) { nodes { title } } }' },
    sweep_error_variable_undefined_named: {
      query: 'query Q { posts(first: $n) { nodes { title } } }',
    },
    sweep_error_variable_repeated: {
      query: 'query($n: Int, $n: Int){posts(first: $n){nodes{databaseId}}}',
    },
    sweep_error_fragment_cycle: {
      query: 'fragment A on Post { ...B } fragment B on Post { ...A } { posts { nodes { ...A } } }',
    },
    sweep_error_field_conflict: { query: '{ generalSettings { title: url title } }' },
    sweep_error_field_conflict_subfields: {
      query:
        '{ posts { nodes { a: author { node { n: name } } a: author { node { n: slug } } } } }',
    },
    sweep_error_subscription: { query: 'subscription { generalSettings { title } }' },
    sweep_error_literal_object_for_id: {
      query: '{ posts(where: { in: [{a: 1}] }) { nodes { databaseId } } }',
    },
    // comments' status and statusIn to anonymous readers (approved ones among those asked only),
    // node(id:) of an ACF options page.
    sweep_comment_statuses: {
      query: `{ a: comments(where: { status: "hold" }) { nodes { databaseId } } b: comments(where: { statusIn: [HOLD, SPAM] }) { nodes { databaseId } } c: comments(first: 5, where: { status: "all" }) { nodes { databaseId } } d: comments(first: 5, where: { statusIn: [APPROVE] }) { nodes { databaseId } } e: comments(first: 5, where: { status: "approve,hold" }) { nodes { databaseId } } }`,
    },
    sweep_options_page_node: {
      query: `{ siteOptionsPage { id } a: node(id: "YWNmX29wdGlvbnNfcGFnZTpzaXRlLW9wdGlvbnM=") { __typename id ... on SiteOptionsPage { pageTitle menuTitle siteOptions { footerCopyright } } } b: node(id: "YWNmX29wdGlvbnNfcGFnZTpub3Bl") { id } }`,
    },
    // asPreview: true to anonymous readers: a post without revisions answers itself, one with
    // (or modified since published: 1011) null. The export holds no revisions, so page 1847,
    // created with revisions on WordPress but never modified since, is left out.
    sweep_as_preview_anonymous: {
      query: `{ a: post(id: 1148, idType: DATABASE_ID, asPreview: true) { databaseId isPreview title } b: contentNode(id: 2, idType: DATABASE_ID, asPreview: true) { __typename databaseId isPreview } c: page(id: "/about/", idType: URI, asPreview: true) { title } d: contentNode(id: "/about/", idType: URI, asPreview: false) { __typename } }`,
    },
    // nodeByUri of feeds, embeds, trackbacks, comment pages and paged forms of terms, authors,
    // posts and pages (each kind's rewrite rules), and the forms no rule has.
    sweep_node_by_uri_suffixes: {
      query: `{ m: nodeByUri(uri: "/blog/page/2/") { __typename id uri } n: nodeByUri(uri: "/about/page/2/") { __typename uri } o: nodeByUri(uri: "/about/2/") { __typename uri } p: nodeByUri(uri: "/about/feed/") { __typename uri } q: nodeByUri(uri: "/about/embed/") { __typename uri } r: nodeByUri(uri: "/author/admin/feed/") { __typename } s: nodeByUri(uri: "/author/admin/page/2/") { __typename } t: nodeByUri(uri: "/category/uncategorized/page/2/") { __typename } u: nodeByUri(uri: "/category/uncategorized/feed/rss2/") { __typename } v: nodeByUri(uri: "/wp-6-1-font-size-scale/embed/") { __typename } w: nodeByUri(uri: "/wp-6-1-font-size-scale/trackback/") { __typename } x: nodeByUri(uri: "/wp-6-1-font-size-scale/comment-page-1/") { __typename } y: nodeByUri(uri: "/about/comment-page-2/") { __typename } z: nodeByUri(uri: "/tag/8bit/feed/") { __typename } aa: nodeByUri(uri: "/type/aside/feed/") { __typename } ab: nodeByUri(uri: "/feed/") { __typename } ac: nodeByUri(uri: "/comments/feed/") { __typename } ad: nodeByUri(uri: "/blog/feed/") { __typename } ae: nodeByUri(uri: "/level-1/level-2/feed/") { __typename uri } af: nodeByUri(uri: "/wp-6-1-font-size-scale/atom/") { __typename } ag: nodeByUri(uri: "/wp-6-1-font-size-scale/feed/atom/") { __typename } ah: nodeByUri(uri: "/wp-6-1-font-size-scale/1/") { __typename } ai: nodeByUri(uri: "/category/uncategorized/embed/") { __typename } aj: nodeByUri(uri: "/category/uncategorized/2/") { __typename } ak: nodeByUri(uri: "/author/admin/trackback/") { __typename } al: nodeByUri(uri: "/level-1/level-2/level-3/page/3/") { __typename } am: nodeByUri(uri: "/spectacles-2/feed/") { __typename } an: nodeByUri(uri: "/page/2/feed/") { __typename } ao: nodeByUri(uri: "/about/feed/rss3/") { __typename } }`,
    },
    // Term connections ordered by a key without `order`: names ascend, other keys descend.
    sweep_term_orderby_default_order: {
      query: `{ a: tags(first: 4, where: { orderby: COUNT }) { nodes { slug } pageInfo { hasNextPage endCursor } } b: tags(last: 4, where: { orderby: TERM_ID }) { nodes { slug } pageInfo { hasPreviousPage startCursor } } c: categories(first: 4, where: { orderby: SLUG }) { nodes { slug } } d: terms(first: 4, where: { orderby: DESCRIPTION }) { nodes { slug } } e: post(id: 1148, idType: DATABASE_ID) { tags(where: { orderby: TERM_ORDER }) { nodes { slug } } terms(where: { orderby: COUNT }) { nodes { slug } } } f: tags(first: 3, where: { orderby: NAME }) { nodes { slug } } }`,
    },
    // last: N with an explicit order on term and comment connections: the list's first N, last
    // to first (WordPress keeps the order and WPGraphQL reverses what it fetched); the missing
    // `order` of a post ordering, in graphql-php's words.
    sweep_last_with_order: {
      query: `{ a: categories(last: 3, where: { orderby: NAME, order: ASC }) { nodes { slug } pageInfo { hasPreviousPage hasNextPage startCursor endCursor } } b: comments(last: 3, where: { order: ASC }) { nodes { databaseId } pageInfo { hasPreviousPage hasNextPage startCursor endCursor } } c: tags(last: 2, where: { orderby: NAME, order: DESC }) { nodes { slug } } d: posts(last: 3, where: { orderby: { field: DATE, order: ASC } }) { nodes { databaseId } pageInfo { hasPreviousPage hasNextPage } } e: comments(last: 3, where: { orderby: COMMENT_ID }) { nodes { databaseId } } }`,
    },
    sweep_error_orderby_without_order: {
      query: `{ posts(first: 3, where: { orderby: { field: TITLE } }) { nodes { databaseId } } }`,
    },
    // Yoast's archive link of post types without an archive: get_post_type_archive_link()'s
    // false through a String, "".
    sweep2_seo_archive_link: {
      query: `{ seo { contentTypes { post { archive { archiveLink hasArchive } } page { archive { archiveLink hasArchive } } mediaItem { archive { archiveLink hasArchive } } } } }`,
    },
    // menus(where:) ignores an empty slug or id; slugs (menus, menu(idType: SLUG), terms by
    // SLUG) are looked up sanitised; menu(id:) of a term that is no menu has no menuId.
    sweep2_menus_empty_where: {
      query: `{ a: menus(where: { slug: "" }) { nodes { databaseId } } b: menus(where: { id: 0 }) { nodes { databaseId } } c: menus(where: { slug: "Header Menu", location: HEADER_MENU }) { nodes { databaseId } } }`,
    },
    sweep2_slug_sanitised: {
      query: `{ a: menu(id: "Header Menu", idType: SLUG) { databaseId slug } b: menu(id: "FOOTER-MENU.", idType: SLUG) { databaseId } c: category(id: "markup ", idType: SLUG) { databaseId } d: tag(id: "Content 2", idType: SLUG) { databaseId } e: postFormat(id: "Post Format Gallery", idType: SLUG) { databaseId } f: category(id: "!!!", idType: SLUG) { databaseId } }`,
    },
    sweep2_menu_of_a_term: {
      query: `{ a: menu(id: 1, idType: DATABASE_ID) { __typename databaseId id name slug count locations isRestricted menuId } b: menu(id: "dGVybToxNg==") { databaseId menuId } c: menu(id: 199, idType: DATABASE_ID) { databaseId menuId } }`,
    },
    // A query id wins over the query (graphql-php loads persisted queries, WPGraphQL has no
    // loader), also Apollo's extensions.persistedQuery.sha256Hash; other extensions are ignored.
    sweep2_persisted_query_id_and_query: {
      body: '{"queryId":"abc","query":"{ generalSettings { title } }"}',
    },
    sweep2_persisted_apollo_hash: {
      body: '{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"abc"}}}',
    },
    sweep2_persisted_apollo_hash_get: {
      get: 'query=%7B%20generalSettings%20%7B%20title%20%7D%20%7D&extensions=%7B%22persistedQuery%22%3A%7B%22version%22%3A1%2C%22sha256Hash%22%3A%22abc%22%7D%7D',
    },
    sweep2_extensions_ignored: {
      body: '{"query":"{ generalSettings { title } }","extensions":{"persistedQuery":{"version":1},"foo":1}}',
    },
    sweep2_batch_mix: {
      body: '[{"query":"{ generalSettings { title } }"},{"query":"{ nope }"},{"query":"mutation { createPost(input: {title: \\"x\\"}) { post { databaseId } } }"},{"query":"query A { posts(first: 1) { nodes { databaseId } } } query B { pages(first: 1) { nodes { databaseId } } }","operationName":"B"},{"query":"query A { posts(first: 1) { nodes { databaseId } } }","operationName":"C"},{"queryId":"abc"}]',
    },
  };
  return Object.entries(queries).map(([name, request]) => ({
    name: `developer_${name}`,
    group: 'developer',
    ...request,
  }));
}

/** Requests WPGraphQL refuses, and how. */
export function errorCases(data: SampleData): CorpusEntry[] {
  const query = (name: string, request: Omit<CorpusEntry, 'name' | 'group'>): CorpusEntry => ({
    name: `error_${name}`,
    group: 'errors',
    ...request,
  });
  return [
    query('unknown_field', { query: `{ posts { nodes { noSuchField } } }` }),
    query('unknown_argument', { query: `{ posts(noSuchArg: 1) { nodes { title } } }` }),
    query('missing_required_argument', { query: `{ post { title } }` }),
    query('syntax', { query: `{ posts { nodes { title }` }),
    query('empty_query', { query: `` }),
    query('invalid_enum', { query: `{ post(id: 1, idType: NOPE) { title } }` }),
    query('variable_wrong_type', {
      query: `query ($first: Int) { posts(first: $first) { nodes { title } } }`,
      variables: { first: 'three' },
    }),
    query('variable_missing_required', {
      query: `query ($id: ID!) { post(id: $id) { title } }`,
    }),
    query('unknown_fragment', { query: `{ posts { nodes { ...Nope } } }` }),
    query('fragment_on_wrong_type', {
      query: `{ posts { nodes { ... on Category { name } } } }`,
    }),
    query('scalar_with_selection', { query: `{ generalSettings { title { x } } }` }),
    query('object_without_selection', { query: `{ generalSettings }` }),
    query('invalid_global_id', { query: `{ node(id: "not-an-id") { id } }` }),
    query('post_not_found', {
      query: `{ post(id: 999999, idType: DATABASE_ID) { title } }`,
    }),
    query('user_private_field', {
      query: `query ($id: ID!) { user(id: $id, idType: DATABASE_ID) { email } }`,
      variables: { id: data.userIds[0] },
    }),
    query('get_query', { get: 'query=%7B%20generalSettings%20%7B%20title%20%7D%20%7D' }),
    query('get_variables_not_json', {
      get: 'query=query(%24n%3AInt)%7Bposts(first%3A%24n)%7Bnodes%7Btitle%7D%7D%7D&variables=notjson',
    }),
    query('get_mutation', {
      get: 'query=mutation%20%7B%20deletePost(input%3A%7Bid%3A%221%22%7D)%20%7B%20deletedId%20%7D%20%7D',
    }),
    query('body_not_json', { body: '{ not json' }),
    query('body_without_query', { body: '{"variables":{}}' }),
    query('mutation_anonymous', {
      query: `mutation { createPost(input: { title: "x" }) { post { databaseId } } }`,
    }),
  ];
}
