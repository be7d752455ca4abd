import type { RequestContext } from '../context';
import { memo, singleMeta, userMeta } from '../model/loaders';
import { homeUrl, userUri } from '../model/permalinks';
import type { UserRow } from '../model/rows';
import { htmlEntityDecode, wpStripAllTags } from '../render';
import { homeCrumb, trail } from './breadcrumbs';
import { encodePath, formatString, phpJsonEncode } from './php-text';
import { gravatarUrl, schemaPerson } from './people';
import { renderHead } from './head';
import { replaceVars, type VarLookup } from './replace-vars';
import { schemaGraph, type SchemaPerson } from './schema-graph';
import { bool, text, yoastSettings } from './settings';
import { siteSchema } from './site-schema';
import { siteLookup } from './vars';
import type { SeoSource } from './presentation';

/** Yoast's default author archive title (WPSEO_Option_Titles). */
const AUTHOR_TITLE = '%%name%%, Author at %%sitename%% %%page%%';

function userText(ctx: RequestContext, user: UserRow, key: string): string {
  const value = singleMeta(userMeta(ctx, user.ID), key);
  return typeof value === 'string' ? value : '';
}

function hasPublishedPosts(ctx: RequestContext, user: UserRow): boolean {
  return (
    ctx.db
      .prepare(
        `SELECT 1 FROM posts WHERE post_author = ? AND post_status = 'publish' AND post_type = 'post'
         LIMIT 1`,
      )
      .get(user.ID) !== undefined
  );
}

function userLookup(ctx: RequestContext, user: UserRow, fallback: VarLookup): VarLookup {
  return (name) => {
    if (name === 'name') return user.display_name;
    if (name === 'user_description') return wpStripAllTags(userText(ctx, user, 'description'));
    return fallback(name);
  };
}

/**
 * `User.seo` (SEOUser) of an author archive, as WPGraphQL Yoast SEO gives it: the author title
 * and description templates (or the user's own `wpseo_title` / `wpseo_metadesc`), noindex for
 * authors without posts, when author archives are off or noindexed, or on a site that asks
 * search engines not to index it; the archive as canonical; a ProfilePage graph with the
 * author's Person. A user without published posts has no indexable: every field is null.
 */
export function userSeo(ctx: RequestContext, user: UserRow): SeoSource {
  return memo(ctx, `yoast:user:${user.ID}`, () => {
    if (!hasPublishedPosts(ctx, user)) return emptyUserSeo();
    const s = yoastSettings(ctx);
    const site = siteLookup(ctx);
    const render = (template: string) =>
      wpStripAllTags(replaceVars(template, userLookup(ctx, user, site), s.separator));
    const title = render(
      userText(ctx, user, 'wpseo_title') || text(s.titles, 'title-author-wpseo') || AUTHOR_TITLE,
    );
    const description = render(
      userText(ctx, user, 'wpseo_metadesc') || text(s.titles, 'metadesc-author-wpseo'),
    );
    const noindex =
      !s.blogPublic ||
      bool(s.titles, 'disable-author') ||
      bool(s.titles, 'noindex-author-wpseo') ||
      userText(ctx, user, 'wpseo_noindex_author') === 'on';
    const permalink = encodePath(homeUrl(ctx) + userUri(ctx, user));
    const canonical = noindex ? '' : permalink;
    const ogEnabled = bool(s.social, 'opengraph');
    const prefix = text(s.titles, 'breadcrumbs-archiveprefix') || 'Archives for';
    const crumbs = trail(homeCrumb(ctx), [], {
      text: `${prefix} ${user.display_name}`,
      url: permalink,
    });
    let graph: ReturnType<typeof schemaGraph> | undefined;
    const getGraph = () =>
      (graph ??= schemaGraph({
        ...siteSchema(ctx),
        canonical: permalink,
        mainSchemaId: permalink,
        pageType: ['ProfilePage'],
        name: htmlEntityDecode(title),
        description: htmlEntityDecode(description),
        breadcrumbs: crumbs,
        author: profilePerson(schemaPerson(ctx, user.ID), permalink),
      }));
    const schema = () => ({
      raw: phpJsonEncode(getGraph(), { escapeSlashes: false }),
      // Yoast's author context: the page type is a string ('ProfilePage'), which WPGraphQL Yoast
      // answers as []; the article type of an indexable without a sub type falls back to the
      // empty default, so generate_schema_article_type() gives ['Article', ''].
      pageType: [],
      articleType: ['Article', ''],
    });
    const twitterOn = bool(s.social, 'twitter');
    const twitterSite = text(s.social, 'twitter_site').replace(/^@/, '');
    // Yoast's author archive: the template's social image, else the author's indexable image,
    // which is always their Gravatar at 500px (generate_for_author_archive()).
    const ogImage =
      text(s.titles, 'social-image-url-author-wpseo') || gravatarUrl(user.user_email, 500);
    const fullHead = () =>
      renderHead({
        version: s.version,
        description,
        canonical,
        locale: ogEnabled ? s.locale : '',
        ogType: ogEnabled ? 'profile' : '',
        ogTitle: ogEnabled ? title : '',
        ogDescription: ogEnabled ? description : '',
        ogUrl: ogEnabled ? canonical : '',
        ogSiteName: ogEnabled ? s.siteName : '',
        articlePublisher: '',
        articleAuthor: '',
        publishedTime: '',
        modifiedTime: '',
        ogImages: ogEnabled ? [{ url: ogImage }] : [],
        metaAuthor: '',
        twitterCard: twitterOn ? text(s.social, 'twitter_card_type') : '',
        twitterTitle: '',
        twitterDescription: '',
        twitterImage: '',
        twitterCreator: '',
        twitterSite: twitterOn && twitterSite ? `@${twitterSite}` : '',
        slack: [],
        schema: getGraph(),
      });
    return {
      title: formatString(title),
      metaDesc: formatString(description),
      metaRobotsNoindex: noindex ? 'noindex' : 'index',
      metaRobotsNofollow: 'follow',
      canonical: formatString(canonical),
      opengraphTitle: ogEnabled ? formatString(title) : '',
      opengraphDescription: ogEnabled ? formatString(description) : '',
      // WPGraphQL Yoast gives users' images as media items; an avatar is not one.
      opengraphImage: null,
      twitterTitle: '',
      twitterDescription: '',
      twitterImage: null,
      schema,
      fullHead,
      // The author indexable has no breadcrumb title, language or region of its own.
      breadcrumbTitle: null,
      language: null,
      region: null,
    };
  });
}

function emptyUserSeo(): SeoSource {
  const fields = ['title', 'metaDesc', 'metaRobotsNoindex', 'metaRobotsNofollow', 'canonical'];
  return {
    ...Object.fromEntries(fields.map((key) => [key, null])),
    opengraphTitle: null,
    opengraphDescription: null,
    opengraphImage: null,
    twitterTitle: null,
    twitterDescription: null,
    twitterImage: null,
    schema: null,
    fullHead: null,
    breadcrumbTitle: null,
    language: null,
    region: null,
  };
}

/**
 * Yoast's Author piece on the author's own archive: the Person is the page's main entity
 * (`mainEntityOfPage`) and has no `url` (it only links to the archive from a post).
 */
function profilePerson(
  person: SchemaPerson | undefined,
  permalink: string,
): SchemaPerson | undefined {
  if (person === undefined) return undefined;
  const profile: SchemaPerson = { ...person, mainEntityOfPage: permalink };
  delete profile.url;
  return profile;
}
