// Internal links. Content refers to other content by target instead of by URL:
//   'some-post-slug'   a published post        → HOME/news/company/some-post-slug/ (its
//                      category path, as the permalink structure /%category%/%postname%/)
//   '/about/team/'     a page path (with an optional #fragment)
//   'cat:tutorials'    a category archive      → HOME/category/guides/tutorials/
//   'tag:api'          a tag archive           → HOME/tag/api/
//   'https://…'        an absolute URL (or mailto:), kept as it is
// In HTML, [[target|text]] becomes <a href="URL">text</a>, and href="[[target]]" that address.
// Unknown targets fail the build.
import type { Category, PageSource, PostSource, Tag } from '../source/types';

export class SiteIndex {
  private readonly posts = new Map<string, PostSource>();
  private readonly pagePaths = new Set<string>();
  private readonly categories = new Map<string, Category>();
  private readonly tags = new Set<string>();

  constructor(
    readonly home: string,
    posts: PostSource[],
    pages: PageSource[],
    categories: Category[],
    tags: Tag[],
  ) {
    for (const post of posts) if (post.status !== 'draft') this.posts.set(post.slug, post);
    for (const page of pages) this.pagePaths.add(pagePath(page, pages));
    for (const category of categories) this.categories.set(category.slug, category);
    for (const tag of tags) this.tags.add(tag.slug);
  }

  /**
   * '/news/company/slug/': the permalink /%category%/%postname%/ as WordPress with Yoast builds
   * it (and the content service): Yoast's primary category, else the post's lowest category id.
   */
  postPath(post: PostSource): string {
    const ids = post.categories.map((slug) => {
      const category = this.categories.get(slug);
      if (!category) throw new Error(`Post '${post.slug}': unknown category '${slug}'`);
      return category;
    });
    const primary =
      ids.find((c) => c.slug === post.seo?.primaryCategory) ??
      [...ids].sort((a, b) => a.id - b.id)[0];
    const chain = primary ? this.categoryChain(primary.slug) : ['uncategorized'];
    return `/${[...chain, post.slug].join('/')}/`;
  }

  categoryPath(slug: string): string {
    return `/category/${this.categoryChain(slug).join('/')}/`;
  }

  /** The slugs of a category and its ancestors, root first. */
  private categoryChain(slug: string): string[] {
    const chain: string[] = [];
    let current = this.categories.get(slug);
    if (!current) throw new Error(`Unknown category '${slug}'`);
    while (current) {
      chain.unshift(current.slug);
      current = current.parent ? this.categories.get(current.parent) : undefined;
    }
    return chain;
  }

  /** Absolute URL of a link target (see the file comment). */
  href(target: string): string {
    if (/^(https?:\/\/|mailto:)/.test(target)) return target;
    if (target.startsWith('cat:')) return this.home + this.categoryPath(target.slice(4));
    if (target.startsWith('tag:')) {
      const slug = target.slice(4);
      if (!this.tags.has(slug)) throw new Error(`Unknown tag '${slug}'`);
      return `${this.home}/tag/${slug}/`;
    }
    if (target.startsWith('/')) {
      const [path = '', fragment] = target.split('#');
      if (path !== '/' && !this.pagePaths.has(path)) throw new Error(`Unknown page '${path}'`);
      return this.home + path + (fragment === undefined ? '' : `#${fragment}`);
    }
    const post = this.posts.get(target);
    if (!post) throw new Error(`Unknown post '${target}'`);
    return this.home + this.postPath(post);
  }

  /**
   * Replaces every [[target|text]] in `html` with an anchor, and `href="[[target]]"` (a block's
   * own anchor, such as a button's) with the target's address.
   */
  expand(html: string): string {
    return html
      .replace(/href="\[\[([^|\]]+)\]\]"/g, (_, target: string) => `href="${this.href(target)}"`)
      .replace(/\[\[([^|\]]+)\|([^\]]+)\]\]/g, (_, target: string, label: string) => {
        return `<a href="${this.href(target)}">${label}</a>`;
      });
  }
}

/** '/parent/child/' path of a page. */
export function pagePath(page: PageSource, pages: PageSource[]): string {
  const parent = page.parent ? pages.find((p) => pagePath(p, pages) === page.parent) : undefined;
  if (page.parent && !parent)
    throw new Error(`Page '${page.slug}' has unknown parent ${page.parent}`);
  return `${page.parent || '/'}${page.slug}/`;
}
