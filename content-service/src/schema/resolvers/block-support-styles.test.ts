import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, print } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Store } from '../../store/open-store';
import { blankSite, queryData } from '../test/site';
import { blockSupportStylesTypeDefs } from './block-support-styles';

/** The plugin's own SDL for the field (what a WordPress running it adds). */
const PLUGIN_SDL = path.resolve(__dirname, '../../../../wordpress/lavanda-headless/schema.graphql');

const ROW = `<!-- wp:group {"layout":{"type":"flex","flexWrap":"nowrap"}} -->
<div class="wp-block-group"><!-- wp:paragraph -->
<p>A row.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->`;

let db: Store;

function insert(id: number, type: string, content: string, password = ''): void {
  db.prepare(
    `INSERT INTO posts (ID, post_author, post_type, post_status, post_name, post_title, post_content, post_password)
     VALUES (?, 0, ?, 'publish', ?, 't', ?, ?)`,
  ).run(id, type, `${type}-${id}`, content, password);
}

const stylesOf = async (root: 'post' | 'page', id: number) =>
  (
    (await queryData(
      db,
      `{ ${root}(id: ${id}, idType: DATABASE_ID) { blockSupportStyles content } }`,
    )) as Record<string, { blockSupportStyles: string | null }>
  )[root]?.blockSupportStyles;

beforeEach(() => {
  db = blankSite();
});

describe('blockSupportStyles', () => {
  it("is declared as the plugin's SDL declares it", () => {
    const sorted = (sdl: string) =>
      parse(sdl)
        .definitions.map((d) => print(d))
        .sort();
    expect(sorted(blockSupportStylesTypeDefs)).toEqual(
      sorted(readFileSync(PLUGIN_SDL, 'utf8').replace(/^#.*$/gm, '')),
    );
  });

  it("is the CSS of a post's and a page's layout classes", async () => {
    insert(2, 'post', ROW);
    insert(3, 'page', ROW);
    const expected = '.wp-container-core-group-is-layout-3a88641f{flex-wrap:nowrap;}';
    expect(await stylesOf('post', 2)).toBe(expected);
    expect(await stylesOf('page', 3)).toBe(expected);
  });

  it('is empty for a content without generated classes, null without content', async () => {
    insert(2, 'post', '<!-- wp:paragraph --><p>Plain.</p><!-- /wp:paragraph -->');
    insert(3, 'post', '');
    expect(await stylesOf('post', 2)).toBe('');
    expect(await stylesOf('post', 3)).toBeNull();
  });

  it('is withheld with the content of a password-protected post', async () => {
    insert(2, 'post', ROW, 'secret');
    expect(await stylesOf('post', 2)).toBeNull();
  });
});
