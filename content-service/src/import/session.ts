import type Database from 'better-sqlite3';
import { readOption } from '../store/options';
import { CommentWriter } from './comments';
import { ensureDefaultCategory } from './default-category';
import { ImportError } from './import-error';
import { PostWriter } from './posts';
import { dropUnimportableMenuItems } from './menu-items';
import { isTermBlock, parseAuthor, parseItem, parseTerm } from './records';
import { recount } from './recount';
import { writeSiteOptions, type ChannelInfo } from './site-options';
import { Sql } from './sql';
import { TermWriter } from './terms';
import type { ImportOptions, ImportSummary } from './types';
import { UserWriter, rolesFromOptions } from './users';
import type { XmlNode } from './xml-node';

const CHANNEL_FIELDS: Record<string, keyof ChannelInfo> = {
  title: 'title',
  link: 'link',
  description: 'description',
};

/**
 * The state of one import inside its transaction: dispatches each channel-level block to its writer
 * and, once the file has been read, finishes ids, options and counts.
 */
export class ImportSession {
  private readonly sql: Sql;
  private readonly users: UserWriter;
  private readonly terms: TermWriter;
  private readonly comments: CommentWriter;
  private readonly posts: PostWriter;
  private readonly channel: ChannelInfo = {};

  constructor(
    private readonly db: Database.Database,
    private readonly options: ImportOptions,
  ) {
    this.sql = new Sql(db);
    this.users = new UserWriter(this.sql, rolesFromOptions(options.options));
    this.terms = new TermWriter(this.sql);
    this.comments = new CommentWriter(this.sql);
    this.posts = new PostWriter(this.sql, this.users, this.terms, this.comments);
  }

  handle(node: XmlNode): void {
    const channelField = CHANNEL_FIELDS[node.name];
    if (channelField !== undefined) this.channel[channelField] ??= node.text.trim();
    else if (node.name === 'wp:wxr_version') this.channel.wxrVersion = wxrVersion(node);
    else if (node.name === 'wp:author') this.users.writeAuthor(parseAuthor(node));
    else if (isTermBlock(node.name)) this.terms.writeChannelTerm(parseTerm(node, node.name));
    else if (node.name === 'item') this.posts.write(parseItem(node));
    // Anything else (pubDate, generator, image, wp:base_*_url, ...) is not stored.
  }

  finish(file: string, bytes: number): ImportSummary {
    const version = this.channel.wxrVersion;
    if (version === undefined) {
      throw new ImportError('no <wp:wxr_version> in the channel: this is not a WXR file', { file });
    }
    this.terms.finish();
    // Renumbering posts/comments imported without ids moves rows their children point to.
    this.db.pragma('defer_foreign_keys = ON');
    this.posts.finish();
    this.comments.finish();
    const dropped = dropUnimportableMenuItems(this.sql, [...this.posts.types.keys()]);
    for (const id of dropped.ids) this.posts.types.delete(id);
    const written = writeSiteOptions(this.db, {
      channel: this.channel,
      optionsFile: this.options.options,
      acf: this.options.acf,
      stickyAdded: this.posts.stickyAdded,
      stickyRemoved: this.posts.stickyRemoved,
    });
    written.push(
      ...ensureDefaultCategory(this.db, this.sql, this.terms, this.posts.types.keys()).filter(
        (name) => !written.includes(name),
      ),
    );
    this.posts.attachmentUrls.apply(this.sql, `${siteAddress(this.db)}/wp-content/uploads`);
    recount(this.db);
    return this.summary(file, version, bytes, written.length, dropped.warnings);
  }

  private summary(
    file: string,
    version: string,
    bytes: number,
    options: number,
    warnings: string[],
  ): ImportSummary {
    const posts: Record<string, number> = {};
    for (const type of [...this.posts.types.values()].sort()) posts[type] = (posts[type] ?? 0) + 1;
    const terms: Record<string, number> = {};
    for (const taxonomy of [...this.terms.perTaxonomy.keys()].sort()) {
      terms[taxonomy] = this.terms.perTaxonomy.get(taxonomy)?.size ?? 0;
    }
    const sticky = readOption(this.db, 'sticky_posts');
    return {
      file,
      wxrVersion: version,
      bytes,
      authors: this.users.touched.size,
      terms,
      posts,
      comments: this.comments.touched.size,
      meta: {
        post: this.posts.metaRows,
        term: this.terms.metaRows,
        comment: this.comments.metaRows,
        user: this.users.metaRows,
      },
      stickyPosts: Array.isArray(sticky) ? sticky.filter((id) => typeof id === 'number') : [],
      options,
      warnings,
    };
  }
}

/** Like the WordPress importer: a version must be present and look like `1.2`. */
function wxrVersion(node: XmlNode): string {
  const version = node.text.trim();
  if (!/^\d+\.\d+$/.test(version)) {
    throw new ImportError(`invalid <wp:wxr_version> "${version}": expected a version like 1.2`, {
      line: node.line,
      column: node.column,
    });
  }
  return version;
}

/** site_url() once the import's options are written, without trailing slash. */
function siteAddress(db: Database.Database): string {
  const url = readOption<string>(db, 'siteurl') ?? readOption<string>(db, 'home') ?? '';
  return String(url).replace(/\/+$/, '');
}
