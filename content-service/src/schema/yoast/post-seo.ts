import type { RequestContext } from '../context';
import { memo, option, postMeta, singleMeta } from '../model/loaders';
import type { PostRow } from '../model/rows';
import { postTrail } from './breadcrumbs';
import { postIndexablePermalink } from './indexable';
import { attachmentCaption, attachmentIdByUrl, imageRow } from './media';
import { displayName, personId, schemaPerson, userField } from './people';
import { htmlEntityDecode, renderTitle, wpStripAllTags } from '../render';
import { decodeUrl, smartStripTags, strWordCount } from './php-text';
import { mainImage } from './alternative-image';
import { postOgImages, postTwitterImage } from './post-images';
import { emptyPostSeo, seoSource, type Presentation, type SeoSource } from './presentation';
import { replaceVars } from './replace-vars';
import { numberOfPages, paginatedUrl, schemaTrail } from './pagination';
import { postRobots } from './robots';
import type { SchemaArticle, SchemaInput } from './schema-graph';
import { bool, siteRepresents, text, titleTemplate, yoastSettings } from './settings';
import { siteSchema } from './site-schema';
import { postExcerpt, postLookup } from './vars';
import { twitterText } from './twitter-text';

/** Yoast's date format: `2012-01-07T14:07:21+00:00` from a GMT `Y-m-d H:i:s`. */
export function isoGmt(gmt: string): string {
  return gmt.startsWith('0000') ? '' : `${gmt.replace(' ', 'T')}+00:00`;
}

/** Estimated reading time: words of the tag-stripped content at 200 words a minute. */
export function readingTimeMinutes(content: string): number {
  return Math.round(strWordCount(wpStripAllTags(content)) / 200);
}

/**
 * The Article's wordCount as Yoast's Article::word_count(): title and content, without pre/code
 * blocks, a space between adjacent tags ("<p>a</p><p>b</p>" is two words), tags stripped, then
 * htmlentities() with every named entity dropped: & " ' < > become separators ("don't" is two
 * words, a literal "&amp;" leaves the word "amp").
 */
export function articleWordCount(title: string, content: string): number {
  const text = `${title} ${content}`
    .replace(/<(pre|code)[^>]*?>[\s\S]*?<\/\1>/gi, '')
    .replace(/></g, '> <');
  return strWordCount(wpStripAllTags(text).replace(/[&"'<>]/g, ' '));
}

/** A post's term names as wp_get_object_terms() orders them: by name, in MariaDB's collation. */
function termNames(ctx: RequestContext, postId: number, taxonomy: string): string[] {
  return (
    ctx.db
      .prepare(
        `SELECT t.name FROM term_relationships tr
         JOIN term_taxonomy tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
         JOIN terms t ON t.term_id = tt.term_id
         WHERE tr.object_id = ? AND tt.taxonomy = ? ORDER BY wp_collate(t.name)`,
      )
      .pluck()
      .all(postId, taxonomy) as string[]
  ).filter((n) => n !== 'Uncategorized');
}

/** Meta_Tags_Context::generate_schema_article_type(): a string, or [Article, X] for non-articles. */
function articleType(ctx: RequestContext, row: PostRow, meta: (k: string) => string) {
  const s = yoastSettings(ctx);
  const chosen =
    meta('schema_article_type') || text(s.titles, `schema-article-type-${row.post_type}`);
  const type = chosen || (row.post_type === 'post' ? 'Article' : 'None');
  if (type === 'None' || /article/i.test(type)) return type;
  return ['Article', type];
}

export function presentPost(ctx: RequestContext, row: PostRow): Presentation {
  const s = yoastSettings(ctx);
  const metaMap = postMeta(ctx, row.ID);
  const meta = (key: string): string => {
    const v = singleMeta(metaMap, `_yoast_wpseo_${key}`);
    return typeof v === 'string' ? v : '';
  };
  const render = (tpl: string): string =>
    wpStripAllTags(replaceVars(tpl, postLookup(ctx, row), s.separator));
  const isPost = row.post_type === 'post';
  const title = render(meta('title') || titleTemplate(s, `title-${row.post_type}`));
  const description = render(meta('metadesc') || text(s.titles, `metadesc-${row.post_type}`));
  const robots = postRobots({
    noindexMeta: meta('meta-robots-noindex'),
    nofollowMeta: meta('meta-robots-nofollow'),
    typeNoindex: bool(s.titles, `noindex-${row.post_type}`),
    isPrivate: row.post_status === 'private',
    blogPublic: s.blogPublic,
  });
  const stored = postIndexablePermalink(ctx, row);
  const pages = numberOfPages(row.post_content);
  const isPostsPage = Number(option(ctx, 'page_for_posts')) === row.ID;
  const permalink = decodeUrl(stored);
  const canonical = meta('canonical') || permalink;
  // The schema keeps the indexable's permalink as stored: percent-encoded non-ASCII slugs.
  const schemaCanonical = meta('canonical') || stored;
  const ogEnabled = bool(s.social, 'opengraph');
  const excerpt = (): string => postExcerpt(row);
  const ogTitle = render(meta('opengraph-title')) || title;
  const ogDescription = render(meta('opengraph-description')) || description || excerpt();
  const ogImages = postOgImages(ctx, row, ogEnabled);
  const twitterOn = bool(s.social, 'twitter');
  const twitterImage = twitterOn ? postTwitterImage(ctx, row, ogEnabled, ogImages) : '';
  const site = text(s.social, 'twitter_site').replace(/^@/, '');
  const represents = siteRepresents(s);
  const readingTime = readingTimeMinutes(row.post_content);
  const author = displayName(ctx, row.post_author);
  const slack: [string, string][] = [];
  if (isPost && author) slack.push(['Written by', author]);
  if (readingTime > 0) {
    slack.push(['Est. reading time', `${readingTime} minute${readingTime === 1 ? '' : 's'}`]);
  }
  const article = articleType(ctx, row, meta);
  const pageTypes = [
    'WebPage',
    meta('schema_page_type') || text(s.titles, `schema-page-type-${row.post_type}`) || 'WebPage',
  ];
  if (isPostsPage) pageTypes.push('CollectionPage');
  const twitterCreator = (): string => {
    if (!isPost || !twitterOn) return '';
    const own = userField(ctx, row.post_author, 'twitter').replace(/^@/, '');
    return own ? `@${own}` : site ? `@${site}` : '';
  };
  const schema = (): SchemaInput => {
    const withArticle = article !== 'None';
    const articleData: SchemaArticle | undefined = withArticle
      ? {
          type: article,
          // smart_strip_tags(get_post_title_with_fallback()): the_title, "No title" without one.
          headline: smartStripTags(renderTitle(row.post_title) || 'No title'),
          authorName: author,
          authorId: personId(ctx, row.post_author),
          wordCount: articleWordCount(row.post_title, row.post_content),
          keywords: termNames(ctx, row.ID, 'post_tag'),
          sections: termNames(ctx, row.ID, 'category'),
          commentCount: row.comment_status === 'open' ? row.comment_count : undefined,
        }
      : undefined;
    const image = mainImage(ctx, row);
    const modified = isoGmt(row.post_modified_gmt);
    const published = isoGmt(row.post_date_gmt);
    return {
      ...siteSchema(ctx),
      canonical: schemaCanonical,
      mainSchemaId: stored,
      pageType: [...new Set(pageTypes)],
      name: htmlEntityDecode(title),
      description: htmlEntityDecode(description),
      datePublished: published || undefined,
      dateModified: modified !== published ? modified || undefined : undefined,
      breadcrumbs: schemaTrail(postTrail(ctx, row), pages !== null, isPostsPage),
      article: articleData,
      mainImage: image
        ? {
            url: image.url,
            width: image.width,
            height: image.height,
            caption: image.id ? attachmentCaption(ctx, image.id) || undefined : undefined,
          }
        : undefined,
      author: isPost && withArticle ? schemaPerson(ctx, row.post_author) : undefined,
      webPageAuthorId: isPost && represents === false ? personId(ctx, row.post_author) : undefined,
    };
  };
  return {
    title,
    description,
    focuskw: meta('focuskw'),
    metaKeywords: meta('metakeywords'),
    robots,
    canonical: robots.index === 'noindex' ? '' : canonical,
    relNext:
      pages !== null && robots.index !== 'noindex'
        ? paginatedUrl(stored, 2, option<string>(ctx, 'permalink_structure') ?? '')
        : '',
    ogType: 'article',
    ogTitle: ogEnabled ? ogTitle : '',
    ogDescription: ogEnabled ? ogDescription : '',
    ogUrl: ogEnabled ? canonical : '',
    ogSiteName: ogEnabled ? s.siteName : '',
    articlePublisher: ogEnabled && represents !== 'person' ? text(s.social, 'facebook_site') : '',
    articleAuthor: ogEnabled && isPost ? userField(ctx, row.post_author, 'facebook') : '',
    publishedTime: ogEnabled && isPost ? isoGmt(row.post_date_gmt) : '',
    modifiedTime:
      ogEnabled && row.post_modified_gmt !== row.post_date_gmt ? isoGmt(row.post_modified_gmt) : '',
    ogImages,
    ogImageRow: () => imageRow(ctx, ogImages[0]),
    metaAuthor: isPost ? author : '',
    twitterCard: twitterOn ? text(s.social, 'twitter_card_type') : '',
    twitterTitle: twitterText({
      enabled: twitterOn,
      own: meta('twitter-title'),
      ogEnabled,
      og: ogTitle,
      render,
      fallback: () => title,
    }),
    twitterDescription: twitterText({
      enabled: twitterOn,
      own: meta('twitter-description'),
      ogEnabled,
      og: ogDescription,
      render,
      fallback: () => description || excerpt(),
    }),
    twitterImage,
    twitterImageRow: () => {
      const id = twitterImage ? attachmentIdByUrl(ctx, twitterImage) : undefined;
      return id ? imageRow(ctx, { id, url: twitterImage }) : null;
    },
    twitterCreator: twitterCreator(),
    twitterSite: twitterOn && site ? `@${site}` : '',
    breadcrumbs: postTrail(ctx, row),
    cornerstone: meta('is_cornerstone') === '1',
    readingTime,
    slack: bool(s.wpseo, 'enable_enhanced_slack_sharing') ? slack : [],
    locale: ogEnabled ? s.locale : '',
    version: s.version,
    pageType: [...new Set(pageTypes)],
    articleType: Array.isArray(article) ? article : [],
    schema,
  };
}

/**
 * With "Redirect attachment URLs to the attachment itself" on (`disable-attachment`), Yoast's
 * Exclude_Attachment_Post_Type keeps attachments out of the indexables table, so `for_post()`
 * finds nothing for them.
 */
export function attachmentExcluded(ctx: RequestContext, row: PostRow): boolean {
  return row.post_type === 'attachment' && bool(yoastSettings(ctx).titles, 'disable-attachment');
}

/** `Post.seo`, `Page.seo`, `MediaItem.seo`: PostTypeSEO of a post-like row. */
export function postSeo(ctx: RequestContext, row: PostRow): SeoSource {
  if (row.previewOf || row.post_type === 'revision' || attachmentExcluded(ctx, row)) {
    // Yoast keeps no indexable for revisions and autosaves, nor for attachments while their pages
    // redirect to the file: WPGraphQL Yoast answers empty values.
    const meta = postMeta(ctx, row.ID);
    const v = (k: string): string => {
      const value = singleMeta(meta, `_yoast_wpseo_${k}`);
      return typeof value === 'string' ? value : '';
    };
    return emptyPostSeo(v('focuskw'), v('metakeywords'));
  }
  return memo(ctx, `yoast:post:${row.ID}`, () => seoSource(presentPost(ctx, row), 'post'));
}
