// Builds the demo content: demo.wxr.xml, options.json, acf-field-groups.json and uploads/.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { FIELD_GROUPS, OPTIONS_PAGES } from '../source/acf-field-groups';
import { MENUS } from '../source/menus';
import { POST_REVISIONS } from '../source/posts';
import { AUTHORS, EXPORTED_AT_UTC, HOME, SITE_DESCRIPTION, SITE_NAME } from '../source/site';
import { CATEGORIES, TAGS } from '../source/taxonomy';
import { attachmentItem, pageItem, postItem, revisionItem } from './build-items';
import { menuItems } from './build-menus';
import { buildOptions } from './build-options';
import { createContext } from './context';
import { rfc2822 } from './dates';
import { renderMedia } from './images';
import * as wxr from './wxr-writer';

/** The folder this project keeps the generated demo in (content-service/demo). */
export const DEMO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuildSummary {
  files: string[];
  items: Record<string, number>;
  uploadsBytes: number;
}

async function json(value: unknown): Promise<string> {
  // Format like `prettier --write` would in this repository, so the two never disagree.
  const config = (await resolveConfig(path.join(DEMO_DIR, 'options.json'))) ?? {};
  return format(JSON.stringify(value), { ...config, parser: 'json' });
}

export async function buildDemo(outDir: string): Promise<BuildSummary> {
  const ctx = createContext();
  const rendered = ctx.media.map(renderMedia);
  const items = [
    ...rendered.map((r) => attachmentItem(ctx, r)),
    ...ctx.posts.map((p) => postItem(ctx, p)),
    ...ctx.pages.map((p) => pageItem(ctx, p)),
    ...POST_REVISIONS.map((r) => revisionItem(ctx, r)),
    ...MENUS.flatMap((m) => menuItems(ctx, m)),
  ].sort((a, b) => a.id - b.id);
  const ids = new Set<number>();
  for (const item of items) {
    if (ids.has(item.id)) throw new Error(`Duplicate post id ${item.id}`);
    ids.add(item.id);
  }

  const xml = [
    wxr.header({
      title: SITE_NAME,
      link: HOME,
      description: SITE_DESCRIPTION,
      pubDate: rfc2822(EXPORTED_AT_UTC),
      createdLocal: EXPORTED_AT_UTC.slice(0, 16),
      language: 'en-US',
    }),
    ...AUTHORS.map(wxr.author),
    ...CATEGORIES.map(wxr.category),
    ...TAGS.map(wxr.tag),
    ...MENUS.map((m) =>
      wxr.term({ id: m.termId, taxonomy: 'nav_menu', slug: m.slug, name: m.name }),
    ),
    '\n',
    ...items.map(wxr.item),
    wxr.footer(),
  ].join('');

  mkdirSync(outDir, { recursive: true });
  const uploads = path.join(outDir, 'uploads');
  rmSync(uploads, { recursive: true, force: true });
  const files = ['demo.wxr.xml', 'options.json', 'acf-field-groups.json'];
  writeFileSync(path.join(outDir, 'demo.wxr.xml'), xml);
  writeFileSync(path.join(outDir, 'options.json'), await json(buildOptions(ctx)));
  const acf = { options_pages: OPTIONS_PAGES, field_groups: FIELD_GROUPS };
  writeFileSync(path.join(outDir, 'acf-field-groups.json'), await json(acf));
  let uploadsBytes = 0;
  for (const media of rendered) {
    for (const file of media.files) {
      const target = path.join(uploads, file.path);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, file.bytes);
      files.push(`uploads/${file.path}`);
      uploadsBytes += file.bytes.length;
    }
  }

  const count = (type: string): number => items.filter((i) => i.type === type).length;
  return {
    files,
    uploadsBytes,
    items: {
      publishedPosts: items.filter((i) => i.type === 'post' && i.status === 'publish').length,
      draftPosts: items.filter((i) => i.type === 'post' && i.status === 'draft').length,
      pages: count('page'),
      attachments: count('attachment'),
      revisions: count('revision'),
      menuItems: count('nav_menu_item'),
      comments: items.reduce((n, i) => n + i.comments.length, 0),
      categories: CATEGORIES.length,
      tags: TAGS.length,
    },
  };
}
