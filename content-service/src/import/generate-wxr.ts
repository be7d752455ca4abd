import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export interface GenerateWxrOptions {
  /** Number of `post` items (default 10000). */
  posts?: number;
  /** Top-level categories; each gets 3 children and every child 2 grandchildren (default 10). */
  rootCategories?: number;
  tags?: number;
  authors?: number;
}

export interface GeneratedWxr {
  file: string;
  bytes: number;
  posts: number;
  categories: number;
  tags: number;
  authors: number;
  comments: number;
}

interface Term {
  id: number;
  slug: string;
  name: string;
  parent: string;
}

const SITE = 'https://bench.example.com';
const WORDS = (
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut ' +
  'labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris'
).split(' ');

/**
 * Writes a synthetic, valid WXR 1.2 file for benchmarks: N published posts in a three-level category
 * tree, with tags, postmeta (including a PHP-serialized value) and a comment on every fifth post.
 * The output is deterministic, streamed (constant memory), and its ids start at 1 for authors, 2 for
 * terms (1 is WordPress's Uncategorized) and 1000 for posts.
 */
export async function generateWxr(
  file: string,
  options: GenerateWxrOptions = {},
): Promise<GeneratedWxr> {
  const postCount = options.posts ?? 10000;
  const authors = options.authors ?? 3;
  const categories = categoryTree(options.rootCategories ?? 10);
  const tags = Array.from({ length: options.tags ?? 200 }, (_, i) => ({
    id: 10000 + i,
    slug: `tag-${i}`,
    name: `Tag ${i}`,
    parent: '',
  }));
  const out = createWriteStream(file, { encoding: 'utf8' });
  const write = async (text: string): Promise<void> => {
    if (!out.write(text)) await once(out, 'drain');
  };

  await write(header());
  for (let a = 1; a <= authors; a += 1) await write(author(a));
  for (const c of categories) await write(category(c));
  for (const t of tags) await write(tag(t));
  let comments = 0;
  for (let i = 0; i < postCount; i += 1) {
    const cats = [categories[i % categories.length], categories[(i * 7 + 3) % categories.length]];
    const postTags = [0, 1, 2].map((k) => tags[(i * 3 + k * 17) % tags.length]);
    const hasComment = i % 5 === 0;
    if (hasComment) comments += 1;
    await write(item(i, (i % authors) + 1, cats, postTags, hasComment));
  }
  await write('</channel>\n</rss>\n');
  out.end();
  await once(out, 'finish');
  return {
    file,
    bytes: out.bytesWritten,
    posts: postCount,
    categories: categories.length,
    tags: tags.length,
    authors,
    comments,
  };
}

function categoryTree(roots: number): Term[] {
  const terms: Term[] = [];
  let id = 2;
  for (let r = 0; r < roots; r += 1) {
    const root = { id: id++, slug: `topic-${r}`, name: `Topic ${r}`, parent: '' };
    terms.push(root);
    for (let c = 0; c < 3; c += 1) {
      const child = {
        id: id++,
        slug: `${root.slug}-${c}`,
        name: `Topic ${r}.${c}`,
        parent: root.slug,
      };
      terms.push(child);
      for (let g = 0; g < 2; g += 1) {
        terms.push({
          id: id++,
          slug: `${child.slug}-${g}`,
          name: `Topic ${r}.${c}.${g}`,
          parent: child.slug,
        });
      }
    }
  }
  return terms;
}

/** CDATA section; `]]>` inside the text is split the way WordPress's wxr_cdata() does. */
function cdata(text: string): string {
  return `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

function header(): string {
  return `<?xml version="1.0" encoding="UTF-8" ?>
<!-- generator="content-service generate-wxr" -->
<rss version="2.0"
	xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
	xmlns:content="http://purl.org/rss/1.0/modules/content/"
	xmlns:wfw="http://wellformedweb.org/CommentAPI/"
	xmlns:dc="http://purl.org/dc/elements/1.1/"
	xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
	<title>Benchmark Site</title>
	<link>${SITE}</link>
	<description>Synthetic content for benchmarks</description>
	<language>en-US</language>
	<wp:wxr_version>1.2</wp:wxr_version>
	<wp:base_site_url>${SITE}</wp:base_site_url>
	<wp:base_blog_url>${SITE}</wp:base_blog_url>
`;
}

function author(id: number): string {
  return `	<wp:author><wp:author_id>${id}</wp:author_id><wp:author_login>${cdata(`author${id}`)}</wp:author_login><wp:author_email>${cdata(`author${id}@example.com`)}</wp:author_email><wp:author_display_name>${cdata(`Author ${id}`)}</wp:author_display_name><wp:author_first_name>${cdata('Author')}</wp:author_first_name><wp:author_last_name>${cdata(String(id))}</wp:author_last_name></wp:author>
`;
}

function category(t: Term): string {
  return `	<wp:category><wp:term_id>${t.id}</wp:term_id><wp:category_nicename>${cdata(t.slug)}</wp:category_nicename><wp:category_parent>${cdata(t.parent)}</wp:category_parent><wp:cat_name>${cdata(t.name)}</wp:cat_name></wp:category>
`;
}

function tag(t: Term): string {
  return `	<wp:tag><wp:term_id>${t.id}</wp:term_id><wp:tag_slug>${cdata(t.slug)}</wp:tag_slug><wp:tag_name>${cdata(t.name)}</wp:tag_name></wp:tag>
`;
}

function words(seed: number, count: number): string {
  return Array.from({ length: count }, (_, k) => WORDS[(seed * 31 + k * 7) % WORDS.length]).join(
    ' ',
  );
}

function date(i: number): string {
  const d = new Date(Date.UTC(2020, 0, 1) + i * 3_600_000);
  return d.toISOString().replace('T', ' ').slice(0, 19);
}

function meta(key: string, value: string): string {
  return `		<wp:postmeta><wp:meta_key>${cdata(key)}</wp:meta_key><wp:meta_value>${cdata(value)}</wp:meta_value></wp:postmeta>
`;
}

function item(
  i: number,
  authorId: number,
  cats: (Term | undefined)[],
  tags: (Term | undefined)[],
  comment: boolean,
): string {
  const id = 1000 + i;
  const slug = `post-${i}`;
  const when = date(i);
  const paragraphs = [0, 1, 2, 3].map(
    (p) => `<!-- wp:paragraph -->\n<p>${words(i + p, 40)}</p>\n<!-- /wp:paragraph -->`,
  );
  const terms = [
    ...cats.map((c) =>
      c === undefined
        ? ''
        : `		<category domain="category" nicename="${c.slug}">${cdata(c.name)}</category>\n`,
    ),
    ...tags.map((t) =>
      t === undefined
        ? ''
        : `		<category domain="post_tag" nicename="${t.slug}">${cdata(t.name)}</category>\n`,
    ),
  ].join('');
  const serialized = `a:2:{s:5:"views";i:${i};s:6:"source";s:5:"bench";}`;
  const commentXml = comment
    ? `		<wp:comment><wp:comment_id>${i + 1}</wp:comment_id><wp:comment_author>${cdata('Reader')}</wp:comment_author><wp:comment_author_email>${cdata('reader@example.com')}</wp:comment_author_email><wp:comment_author_url></wp:comment_author_url><wp:comment_author_IP>${cdata('192.0.2.1')}</wp:comment_author_IP><wp:comment_date>${cdata(when)}</wp:comment_date><wp:comment_date_gmt>${cdata(when)}</wp:comment_date_gmt><wp:comment_content>${cdata(`Comment on post ${i}`)}</wp:comment_content><wp:comment_approved>${cdata('1')}</wp:comment_approved><wp:comment_type>${cdata('comment')}</wp:comment_type><wp:comment_parent>0</wp:comment_parent><wp:comment_user_id>0</wp:comment_user_id></wp:comment>\n`
    : '';
  return `	<item>
		<title>${cdata(`Post ${i}: ${words(i, 5)}`)}</title>
		<link>${SITE}/${slug}/</link>
		<dc:creator>${cdata(`author${authorId}`)}</dc:creator>
		<guid isPermaLink="false">${SITE}/?p=${id}</guid>
		<description></description>
		<content:encoded>${cdata(paragraphs.join('\n\n'))}</content:encoded>
		<excerpt:encoded>${cdata('')}</excerpt:encoded>
		<wp:post_id>${id}</wp:post_id>
		<wp:post_date>${cdata(when)}</wp:post_date>
		<wp:post_date_gmt>${cdata(when)}</wp:post_date_gmt>
		<wp:post_modified>${cdata(when)}</wp:post_modified>
		<wp:post_modified_gmt>${cdata(when)}</wp:post_modified_gmt>
		<wp:comment_status>${cdata('open')}</wp:comment_status>
		<wp:ping_status>${cdata('open')}</wp:ping_status>
		<wp:post_name>${cdata(slug)}</wp:post_name>
		<wp:status>${cdata('publish')}</wp:status>
		<wp:post_parent>0</wp:post_parent>
		<wp:menu_order>0</wp:menu_order>
		<wp:post_type>${cdata('post')}</wp:post_type>
		<wp:post_password>${cdata('')}</wp:post_password>
		<wp:is_sticky>${i === 0 ? 1 : 0}</wp:is_sticky>
${terms}${meta('_edit_last', String(authorId))}${meta('reading_time', String((i % 12) + 1))}${meta('bench_stats', serialized)}${commentXml}	</item>
`;
}
