import type { CorpusEntry } from './corpus';

/**
 * Searches as visitors type them, on words of the reference content: WP_Query's parsing (quoted
 * phrases, `-word` exclusions, stopwords, one-letter words, more than nine words), its relevance
 * order, and MariaDB's collation (case, accents, full-width letters) in posts, pages, media,
 * content nodes, terms, comments and users.
 */
export function searchQueries(): CorpusEntry[] {
  const posts = (search: string, extra = '') =>
    `{ posts(first: 20, where: { search: ${JSON.stringify(search)}${extra} }) { nodes { databaseId title } pageInfo { hasNextPage } } }`;
  const queries: Record<string, string> = {
    quoted_phrase: posts('"image alignment"'),
    two_words: posts('image alignment'),
    words_any_order: posts('alignment image'),
    exclusion: posts('image -alignment'),
    only_exclusion: posts('-post'),
    exclusion_of_phrase: posts('format "-image caption"'),
    stopword_dropped: posts('the gallery'),
    only_stopwords: posts('about the'),
    one_letter_words: posts('a b'),
    one_letter_and_word: posts('a markup'),
    ten_words: posts('one two three four five six seven eight nine ten'),
    seven_words: posts('post format image gallery video audio quote'),
    three_words_rank: posts('post format gallery'),
    unclosed_quote: posts('"image caption'),
    commas_and_plus: posts('image,caption+format'),
    upper_case: posts('IMAGE'),
    accented: posts('imagé'),
    full_width: posts('ｉｍａｇｅ'),
    zero: posts('0'),
    percent: posts('100%'),
    underscore: posts('_'),
    backslash: posts('image\\caption'),
    dash_only: posts('-'),
    spaces_around: posts('  markup  '),
    ordered_by_title: posts('template comments', ', orderby: { field: TITLE, order: ASC }'),
    greek_without_accents: `{ pages(first: 20, where: { search: "επιπεδο" }) { nodes { databaseId title } } }`,
    greek_upper_case: `{ contentNodes(first: 20, where: { search: "ΕΛΛΗΝΙΚΆ", contentTypes: [PAGE, POST] }) { nodes { databaseId ... on NodeWithTitle { title } } } }`,
    pages_two_words: `{ pages(first: 20, where: { search: "level page" }) { nodes { databaseId title } } }`,
    media_items: `{ mediaItems(first: 20, where: { search: "IMAGE alignment" }) { nodes { databaseId title } } }`,
    content_nodes_rank: `{ contentNodes(first: 20, where: { search: "comments template" }) { nodes { databaseId ... on NodeWithTitle { title } } } }`,
    last_page: `{ posts(last: 3, where: { search: "post format" }) { nodes { databaseId title } pageInfo { hasPreviousPage } } }`,
    tags_greek_without_accents: `{ tags(first: 20, where: { search: "ΠΕΡΙΕΧΟΜΕΝΟ" }) { nodes { databaseId name } } }`,
    categories_zero: `{ categories(first: 20, where: { search: "0" }) { nodes { databaseId name } } }`,
    categories_upper_case: `{ categories(first: 20, where: { search: "CHILD" }) { nodes { databaseId name } } }`,
    users_accented: `{ users(first: 20, where: { search: "THÈMÉ" }) { nodes { databaseId name } } }`,
    next_page: `{ posts(first: 3, after: "YXJyYXljb25uZWN0aW9uOjEwMzE=", where: { search: "post format" }) { nodes { databaseId title } pageInfo { hasNextPage hasPreviousPage } } }`,
    comments_accented: `{ comments(first: 20, where: { search: "cómment" }) { nodes { databaseId } } }`,
    // The content service's search index (issue 32): terms of 3+ characters narrow by trigrams,
    // shorter ones scan; WordPress's LIKE decides either way.
    common_word: posts('post'),
    absent_word: posts('zyzzyva'),
    three_letters: posts('tag'),
    two_letters: posts('up'),
    two_letters_and_word: posts('up markup'),
    one_accented_letter: posts('é'),
    two_digits: posts('10'),
    phrase_and_exclusion: posts('"image alignment" -caption'),
    two_exclusions: posts('post -format -image'),
    phrase_accented_upper_case: posts('"ÍMAGE ÁLIGNMENT"'),
    phrase_absent: posts('"alignment image"'),
    word_inside_markup: posts('wp:paragraph'),
    common_word_offset: `{ posts(where: { search: "post", offsetPagination: { offset: 10, size: 5 } }) { nodes { databaseId title } pageInfo { offsetPagination { total hasMore hasPrevious } } } }`,
  };
  return Object.entries(queries).map(([name, query]) => ({
    name: `search_${name}`,
    group: 'search',
    query,
  }));
}

/**
 * Whole lists ordered by text, as MariaDB's collation orders them (punctuation, symbols, digits,
 * letters, accents and case aside; percent-encoded slugs).
 */
export function collationOrderings(): CorpusEntry[] {
  const ordered = (root: string, field: string, fields: string) =>
    `{ ${root}(first: 100, where: { orderby: { field: ${field}, order: ASC } }) { nodes { ${fields} } } }`;
  const termOrder = (root: string, field: string) =>
    `{ ${root}(first: 100, where: { orderby: ${field}, order: ASC, hideEmpty: false }) { nodes { databaseId name } } }`;
  const queries: Record<string, string> = {
    posts_by_title: ordered('posts', 'TITLE', 'databaseId title'),
    posts_by_slug: ordered('posts', 'SLUG', 'databaseId slug'),
    pages_by_title: ordered('pages', 'TITLE', 'databaseId title'),
    pages_by_slug: ordered('pages', 'SLUG', 'databaseId slug'),
    media_by_title: ordered('mediaItems', 'TITLE', 'databaseId title'),
    comments_by_content: `{ comments(first: 100, where: { orderby: COMMENT_CONTENT, order: ASC }) { nodes { databaseId } } }`,
    comments_by_author: `{ comments(first: 100, where: { orderby: COMMENT_AUTHOR, order: ASC }) { nodes { databaseId } } }`,
    tags_by_name: termOrder('tags', 'NAME'),
    tags_by_slug: termOrder('tags', 'SLUG'),
    categories_by_name: termOrder('categories', 'NAME'),
    categories_by_slug: termOrder('categories', 'SLUG'),
  };
  return Object.entries(queries).map(([name, query]) => ({
    name: `collation_${name}`,
    group: 'search',
    query,
  }));
}
