import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unserialize } from 'php-serialize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemo, DEMO_DIR } from './lib/build';
import {
  acfFields,
  attachments,
  byId,
  HOME,
  LAYOUTS,
  listFiles,
  ofType,
  options,
  pages,
  posts,
  published,
  read,
  wxr,
} from './lib/demo-files';
import type { ParsedItem } from './lib/read-wxr';

describe('demo content build', () => {
  let out = '';
  beforeAll(async () => {
    out = mkdtempSync(path.join(os.tmpdir(), 'lavanda-demo-'));
    await buildDemo(out);
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('matches the committed files byte for byte', () => {
    for (const file of ['demo.wxr.xml', 'options.json', 'acf-field-groups.json']) {
      expect(
        readFileSync(path.join(out, file)).equals(readFileSync(path.join(DEMO_DIR, file))),
        file,
      ).toBe(true);
    }
    const committed = listFiles(path.join(DEMO_DIR, 'uploads'));
    expect(listFiles(path.join(out, 'uploads'))).toEqual(committed);
    for (const file of committed) {
      const a = readFileSync(path.join(out, 'uploads', file));
      expect(a.equals(readFileSync(path.join(DEMO_DIR, 'uploads', file))), file).toBe(true);
    }
  });
});

describe('demo.wxr.xml', () => {
  it('is WXR 1.2 for the content service address with two authors', () => {
    expect(wxr.version).toBe('1.2');
    expect(wxr.link).toBe(HOME);
    expect(wxr.authors.map((a) => a.login)).toContain('editor');
    expect(wxr.authors.length).toBeGreaterThanOrEqual(2);
    expect(new Set(wxr.items.map((i) => i.id)).size).toBe(wxr.items.length);
  });

  it('has at least 40 published posts over 2025-2026 with rich HTML and most excerpts', () => {
    expect(published.length).toBeGreaterThanOrEqual(40);
    for (const post of published) {
      expect(post.date, post.name).toMatch(/^202[56]-/);
      expect(post.content).toContain('<p>');
      expect(
        post.terms.some((t) => t.domain === 'category'),
        post.name,
      ).toBe(true);
    }
    expect(published.filter((p) => /<h[23]/.test(p.content)).length).toBeGreaterThan(30);
    expect(published.filter((p) => /<[uo]l/.test(p.content)).length).toBeGreaterThan(30);
    expect(published.filter((p) => p.content.includes(`href="${HOME}/`)).length).toBeGreaterThan(
      30,
    );
    const withExcerpt = published.filter((p) => p.excerpt !== '').length;
    expect(withExcerpt).toBeGreaterThan(published.length / 2);
    expect(withExcerpt).toBeLessThan(published.length);
    expect(wxr.tags.length).toBeGreaterThan(5);
    expect(read('demo.wxr.xml').toLowerCase()).not.toContain('lorem');
  });

  it('has nested categories, parents first', () => {
    const seen = new Map<string, string>();
    for (const c of wxr.categories) {
      if (c.parent) expect(seen.has(c.parent), c.slug).toBe(true);
      seen.set(c.slug, c.parent);
    }
    const depth = (slug: string): number => (seen.get(slug) ? 1 + depth(seen.get(slug) ?? '') : 1);
    expect(Math.max(...wxr.categories.map((c) => depth(c.slug)))).toBeGreaterThanOrEqual(3);
    expect(wxr.categories.filter((c) => c.parent !== '').length).toBeGreaterThanOrEqual(5);
  });

  it('gives every post a featured image whose files exist in uploads/', () => {
    for (const post of posts) {
      const media = attachments.get(Number(post.meta.get('_thumbnail_id')));
      expect(media, post.name).toBeDefined();
      if (!media) continue;
      const file = media.meta.get('_wp_attached_file') ?? '';
      expect(media.attachmentUrl).toBe(`${HOME}/wp-content/uploads/${file}`);
      expect((media.meta.get('_wp_attachment_image_alt') ?? '').length).toBeGreaterThan(10);
    }
    for (const media of attachments.values()) {
      const file = media.meta.get('_wp_attached_file') ?? '';
      const meta = unserialize(media.meta.get('_wp_attachment_metadata') ?? '') as {
        width: number;
        height: number;
        file: string;
        filesize: number;
        sizes: Record<string, { file: string; filesize: number }>;
        image_meta: Record<string, unknown>;
      };
      expect(meta.file).toBe(file);
      expect(statSync(path.join(DEMO_DIR, 'uploads', file)).size).toBe(meta.filesize);
      for (const size of Object.values(meta.sizes)) {
        const sized = path.join(DEMO_DIR, 'uploads', path.dirname(file), size.file);
        expect(statSync(sized).size).toBe(size.filesize);
      }
      expect(meta.image_meta).toHaveProperty('keywords');
    }
  });

  it('has Yoast meta, one sticky post, a draft and a previewable revision', () => {
    const seo = [...posts, ...pages].filter((i) => i.meta.has('_yoast_wpseo_metadesc'));
    expect(seo.filter((i) => i.type === 'post').length).toBeGreaterThanOrEqual(3);
    expect(seo.filter((i) => i.type === 'page').length).toBeGreaterThanOrEqual(3);
    expect(
      seo.every((i) => i.meta.has('_yoast_wpseo_title') && i.meta.has('_yoast_wpseo_focuskw')),
    ).toBe(true);
    expect(posts.some((p) => p.meta.get('_yoast_wpseo_meta-robots-noindex') === '1')).toBe(true);
    const sticky = posts.filter((p) => p.sticky);
    expect(sticky.map((p) => p.id)).toEqual(options.sticky_posts);
    const drafts = posts.filter((p) => p.status === 'draft');
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.dateGmt).toBe('0000-00-00 00:00:00');
    const revisions = ofType('revision');
    expect(revisions).toHaveLength(1);
    for (const revision of revisions) {
      const parent = byId.get(revision.parent);
      expect(parent?.type).toBe('post');
      expect(parent?.status).toBe('publish');
      expect(revision.status).toBe('inherit');
      expect(revision.name).toBe(`${revision.parent}-revision-v1`);
      expect(revision.modified > (parent?.modified ?? '')).toBe(true);
      expect(revision.title).not.toBe(parent?.title);
      expect(revision.content).not.toBe(parent?.content);
    }
  });

  it('has approved comments with a threaded reply', () => {
    const commented = posts.filter((p) => p.comments.length > 0);
    expect(commented.length).toBeGreaterThanOrEqual(2);
    const all = commented.flatMap((p) => p.comments.map((c) => ({ post: p, c })));
    expect(all.every(({ c }) => c.approved === '1')).toBe(true);
    const replies = all.filter(({ c }) => c.parent !== 0);
    expect(replies.length).toBeGreaterThanOrEqual(1);
    for (const { post, c } of replies) {
      expect(post.comments.some((other) => other.id === c.parent)).toBe(true);
    }
  });

  it('has a home page, nested pages and all eleven flexible layouts stored like ACF', () => {
    expect(pages.find((p) => p.name === 'home')?.title).toBe('Home');
    expect(pages.filter((p) => p.parent !== 0).length).toBeGreaterThanOrEqual(3);
    const used = new Set<string>();
    for (const page of pages) {
      expect(page.meta.get('sticky_header'), page.name).toMatch(/^[01]$/);
      expect(page.meta.get('prefooter'), page.name).toMatch(/^[01]$/);
      const raw = page.meta.get('flexible_layout') ?? '';
      if (raw === '') continue;
      const names = Object.values(unserialize(raw) as Record<string, string>);
      names.forEach((name, i) => {
        used.add(name);
        const layout = Object.values(
          acfFields.get(page.meta.get('_flexible_layout') ?? '')?.layouts ?? {},
        ).find((l) => l.name === name);
        expect(layout, name).toBeDefined();
        for (const sub of layout?.sub_fields ?? []) {
          const metaKey = `flexible_layout_${i}_${sub.name}`;
          expect(page.meta.has(metaKey), `${page.name} ${metaKey}`).toBe(true);
          expect(page.meta.get(`_${metaKey}`)).toBe(sub.key);
          const value = page.meta.get(metaKey) ?? '';
          if (sub.type === 'image' && value !== '')
            expect(attachments.has(Number(value))).toBe(true);
        }
      });
    }
    expect([...used].sort()).toEqual([...LAYOUTS].sort());
  });

  it('points every ACF key row at a field of acf-field-groups.json', () => {
    const rows: [string, string, Map<string, unknown>][] = [];
    for (const item of [...posts, ...pages]) {
      for (const [k, v] of item.metaRows) rows.push([k, v, item.meta]);
    }
    const optionRows = new Map(Object.entries(options));
    for (const [k, v] of optionRows) if (typeof v === 'string') rows.push([k, v, optionRows]);
    const keyRows = rows.filter(([k, v]) => k.startsWith('_') && v.startsWith('field_'));
    expect(keyRows.length).toBeGreaterThan(100);
    for (const [k, v, all] of keyRows) {
      const field = acfFields.get(v);
      expect(field, `${k} → ${v}`).toBeDefined();
      expect(k.endsWith(`_${field?.name}`), `${k} is not a ${field?.name}`).toBe(true);
      expect(all.has(k.slice(1)), `value row of ${k}`).toBe(true);
    }
    const optionKeys = [...optionRows.keys()].filter((k) => k.startsWith('options_'));
    for (const k of optionKeys) expect(optionRows.has(`_${k}`), k).toBe(true);
  });

  it('has a three-level header menu and a footer menu in columns', () => {
    const menu = (slug: string): ParsedItem[] =>
      ofType('nav_menu_item').filter((i) =>
        i.terms.some((t) => t.domain === 'nav_menu' && t.nicename === slug),
      );
    const parentOf = (i: ParsedItem): number => Number(i.meta.get('_menu_item_menu_item_parent'));
    const header = menu('header-menu');
    const headerIds = new Map(header.map((i) => [i.id, i]));
    const depth = (i: ParsedItem): number => {
      const parent = headerIds.get(parentOf(i));
      return parent ? 1 + depth(parent) : 1;
    };
    expect(header.filter((i) => parentOf(i) === 0).length).toBeGreaterThanOrEqual(6);
    expect(Math.max(...header.map(depth))).toBe(3);
    expect(header.every((i) => parentOf(i) === 0 || headerIds.has(parentOf(i)))).toBe(true);
    const external = header.filter((i) => i.meta.get('_menu_item_target') === '_blank');
    expect(external.some((i) => /^https:\/\//.test(i.meta.get('_menu_item_url') ?? ''))).toBe(true);
    expect(new Set(header.map((i) => i.meta.get('_menu_item_type')))).toEqual(
      new Set(['custom', 'post_type', 'taxonomy']),
    );
    const footer = menu('footer-menu');
    const columns = footer.filter((i) => parentOf(i) === 0);
    expect(columns.length).toBeGreaterThanOrEqual(3);
    for (const column of columns) {
      expect(footer.filter((i) => parentOf(i) === column.id).length, column.title).toBeGreaterThan(
        1,
      );
    }
    const termIds = new Set([...wxr.categories, ...wxr.tags].map((t) => t.id));
    for (const item of [...header, ...footer]) {
      const objectId = Number(item.meta.get('_menu_item_object_id'));
      if (item.meta.get('_menu_item_type') === 'post_type') expect(byId.has(objectId)).toBe(true);
      if (item.meta.get('_menu_item_type') === 'taxonomy') expect(termIds.has(objectId)).toBe(true);
    }
  });

  it('only links to content that exists', () => {
    const paths = new Set(['/']);
    for (const item of [...published, ...pages, ...attachments.values()]) {
      paths.add(item.link.slice(HOME.length));
    }
    const parents = new Map(wxr.categories.map((c) => [c.slug, c.parent]));
    const catPath = (slug: string): string =>
      parents.get(slug) ? `${catPath(parents.get(slug) ?? '')}${slug}/` : `/category/${slug}/`;
    for (const c of wxr.categories) paths.add(catPath(c.slug));
    for (const t of wxr.tags) paths.add(`/tag/${t.slug}/`);
    const text = [read('demo.wxr.xml'), read('options.json')].join('\n');
    const links = [...text.matchAll(/http:\/\/127\.0\.0\.1:4000(\/[^"#\\<\]]*)/g)].map(
      (m) => m[1] ?? '',
    );
    const broken = links.filter(
      (p) => !paths.has(p) && !p.startsWith('/wp-content/uploads/') && !p.startsWith('/?p'),
    );
    expect([...new Set(broken)]).toEqual([]);
  });
});
