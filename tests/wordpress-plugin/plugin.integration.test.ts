// The plugin (wordpress/lavanda-headless) in a real WordPress, asserted as the site sees it:
// (A) WPGraphQL + FaustWP + SCF + WPGraphQL for ACF + the plugin, without the kit's must-use
//     plugins (so no field groups, options page or menu locations but the plugin's), and without
//     WPGraphQL Offset Pagination: the reference site's recorded answers still come back;
// (B) the full reference kit + the plugin: nothing registered twice, the same answers;
// (C) WPGraphQL + the plugin alone: no SCF, nothing breaks, menus and offsets still work.
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectedAnswer,
  pluginDir,
  referenceCases,
  startKits,
  startRecorder,
  type Kit,
  type Recorder,
} from './support/wordpress-kit';
import { pluginSchemaFile } from '../../lib/wordpress/codegen/site-schema';
import { needsShared } from '../support/needs-shared';

const hasKit = needsShared('wordpress-live', 'wordpress-reference');

const SECRET = 'plugin-test-secret-0123456789';
const CONSTANT_SECRET = 'constant-secret-0123456789';
const REPLAYED_GROUPS = ['acf', 'menus', 'offset'];

/**
 * Replays the reference's anonymous ACF, menu and offset-pagination cases (without Yoast, those
 * that also ask for its `seo` fields cannot match).
 */
async function replay(kit: Kit, yoast: boolean): Promise<{ name: string; same: boolean }[]> {
  const results = [];
  const cases = referenceCases(REPLAYED_GROUPS).filter(
    (c) => yoast || !/\bseo\b/.test(c.request.body),
  );
  for (const c of cases) {
    const response = await fetch(`${kit.url}/graphql`, {
      method: 'POST',
      headers: c.request.headers,
      body: c.request.body,
    });
    const actual: unknown = await response.json();
    const same =
      response.status === c.response.status &&
      JSON.stringify(actual) === JSON.stringify(expectedAnswer(c, kit.port));
    if (!same) console.error(c.name, JSON.stringify(actual).slice(0, 500));
    results.push({ name: c.name, same });
  }
  return results;
}

async function status(kit: Kit): Promise<unknown> {
  const response = await fetch(`${kit.url}/wp-json/lavanda/v1/status`);
  expect(response.status).toBe(200);
  return response.json();
}

describe.skipIf(!hasKit)('the lavanda-headless plugin in a real WordPress', () => {
  let plain: Kit; // (A)
  let full: Kit; // (B)
  let bare: Kit; // (C)
  let recorder: Recorder;

  beforeAll(async () => {
    [plain, full, bare] = await startKits([
      {
        WP_LIVE_PLUGINS: 'wp-graphql,faustwp,secure-custom-fields,wpgraphql-acf',
        WP_LIVE_MU_PLUGINS: 'none',
        WP_LIVE_EXTRA_PLUGINS: pluginDir,
      },
      { WP_LIVE_EXTRA_PLUGINS: pluginDir },
      {
        WP_LIVE_PLUGINS: 'wp-graphql',
        WP_LIVE_MU_PLUGINS: 'none',
        WP_LIVE_EXTRA_PLUGINS: pluginDir,
      },
    ]);
    recorder = await startRecorder();
  });

  afterAll(async () => {
    plain?.stop();
    full?.stop();
    bare?.stop();
    await recorder?.close();
  });

  describe('(A) SCF + WPGraphQL for ACF + the plugin, no must-use plugins, no offset plugin', () => {
    it('answers the reference site options, flexible layouts, page options and offset pagination', async () => {
      const answer = await plain.graphql(`{
        siteOptionsPage { siteOptions { footerCopyright contactUsUrl footerSocialLinks { url type } } }
        page(id: 1847, idType: DATABASE_ID) {
          pageOptions { stickyHeader prefooter }
          pageContent { flexibleLayout { __typename } }
        }
        post(id: 163, idType: DATABASE_ID) { pageOptions { stickyHeader prefooter } }
        posts(where: { offsetPagination: { offset: 50, size: 5 } }) {
          pageInfo { offsetPagination { total hasMore hasPrevious } }
        }
      }`);
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toMatchObject({
        siteOptionsPage: {
          siteOptions: { footerCopyright: '© 2026 RealWP Test Site. All rights reserved.' },
        },
        page: { pageOptions: { stickyHeader: true, prefooter: false } },
        post: { pageOptions: { stickyHeader: false, prefooter: true } },
        posts: { pageInfo: { offsetPagination: { total: 56, hasMore: true, hasPrevious: true } } },
      });
      const layouts = (answer.data?.page as { pageContent: { flexibleLayout: unknown[] } })
        .pageContent.flexibleLayout;
      expect(layouts).toHaveLength(11);
    });

    it("replays the reference's ACF, menu and offset-pagination answers exactly", async () => {
      const results = await replay(plain, false);
      expect(results.length).toBe(25);
      expect(results.filter((r) => !r.same).map((r) => r.name)).toEqual([]);
    });

    it('registers header-menu and footer-menu (menus visible anonymously by location)', async () => {
      const answer = await plain.graphql(`{
        header: menuItems(where: { location: HEADER_MENU }) { nodes { label } }
        footer: menu(id: "footer-menu", idType: SLUG) { databaseId locations }
      }`);
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toMatchObject({
        header: { nodes: expect.arrayContaining([{ label: 'Home' }]) },
        footer: { databaseId: 199, locations: ['FOOTER_MENU'] },
      });
      // The block theme gets Appearance › Menus (nav-menus.php needs theme support for menus).
      const { stdout } = await plain.evalPhp(
        'echo wp_json_encode([wp_is_block_theme(), current_theme_supports("menus"), array_keys(get_registered_nav_menus())]);',
      );
      const [blockTheme, menus, locations] = JSON.parse(stdout) as [boolean, boolean, string[]];
      expect([blockTheme, menus]).toEqual([true, true]);
      expect(locations).toEqual(expect.arrayContaining(['header-menu', 'footer-menu']));
    });

    it('tells its status at GET /wp-json/lavanda/v1/status, never the secret', async () => {
      expect(await status(plain)).toEqual({
        plugin: 'lavanda-headless',
        version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
        menuLocations: { 'header-menu': true, 'footer-menu': true },
        revalidation: 'not configured',
        contentModel: 'registered',
        offsetPagination: 'lavanda-headless',
      });
    });

    it("gives the theme's block presets at GET /lavanda/v1/global-styles, as the site reads them", async () => {
      const response = await fetch(`${plain.url}/?rest_route=/lavanda/v1/global-styles`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { theme: string; css: string };
      expect(body.theme).toBe('twentytwentyfive');
      // Twenty Twenty-Five's palette, beside WordPress's default one, and the classes using it.
      expect(body.css).toContain('--wp--preset--color--accent-1: #FFEE58');
      expect(body.css).toContain('--wp--preset--color--vivid-red: #cf2e2e');
      expect(body.css).toContain('.has-accent-1-background-color{');
    });

    it("SCF's own import accepts acf/field-groups.json, and the schema stays the same", async () => {
      const { stdout } = await plain.evalPhp(`
        acf_include("includes/admin/admin-notices.php");
        acf_include("includes/admin/admin-tools.php");
        acf_include("includes/admin/tools/class-acf-admin-tool.php");
        acf_include("includes/admin/tools/class-acf-admin-tool-import.php");
        $tmp = wp_tempnam("field-groups.json");
        copy(WP_PLUGIN_DIR . "/lavanda-headless/acf/field-groups.json", $tmp);
        $_FILES["acf_import_file"] = ["name" => "field-groups.json", "type" => "application/json", "tmp_name" => $tmp, "error" => 0, "size" => filesize($tmp)];
        $notice = (new ACF_Admin_Tool_Import())->submit();
        $stored = get_posts(["post_type" => ["acf-field-group", "acf-ui-options-page"], "post_status" => "any", "posts_per_page" => -1]);
        echo wp_json_encode([wp_strip_all_tags($notice->get("text")), $notice->get("type"), array_map(fn($p) => $p->post_type . " " . $p->post_name, $stored)]);
      `);
      const [message, type, stored] = JSON.parse(stdout) as [string, string, string[]];
      expect([message, type]).toEqual([
        'Imported 4 items Site Options, Site Options, Page Options, Page Content',
        'success',
      ]);
      expect(stored.sort()).toEqual(
        [
          'acf-ui-options-page ui_options_page_site_options',
          expect.stringMatching(/^acf-field-group group_/),
          expect.stringMatching(/^acf-field-group group_/),
          expect.stringMatching(/^acf-field-group group_/),
        ].sort(),
      );
      const results = await replay(plain, false);
      expect(results.filter((r) => !r.same).map((r) => r.name)).toEqual([]);
    });

    describe('revalidation', () => {
      const edit = async (php: string) => {
        recorder.requests.length = 0;
        return plain.evalPhp(php);
      };
      const bodies = () => recorder.requests.map((r) => r.body);

      it('sends nothing before it is configured', async () => {
        await edit('wp_update_post(["ID" => 163, "post_title" => "Not told"]);');
        expect(recorder.requests).toEqual([]);
        await plain.evalPhp(
          `update_option("lavanda_site_url", "${recorder.url}"); update_option("lavanda_revalidate_secret", "${SECRET}");`,
        );
        expect(await status(plain)).toMatchObject({ revalidation: 'configured' });
      });

      it("an updated post: POST /api/revalidate/ with the secret and the post's path", async () => {
        await edit('wp_update_post(["ID" => 163, "post_title" => "Changed title"]);');
        expect(recorder.requests).toHaveLength(1);
        const [request] = recorder.requests;
        expect(request).toMatchObject({ method: 'POST', url: '/api/revalidate/' });
        expect(request?.headers['x-revalidate-secret']).toBe(SECRET);
        expect(request?.headers['content-type']).toBe('application/json');
        expect(request?.body).toEqual({ uri: '/wp-6-1-font-size-scale/' });
      });

      it('a new post published: its path', async () => {
        await edit(
          'wp_insert_post(["post_title" => "Brand new", "post_name" => "brand-new", "post_status" => "publish", "post_category" => [get_cat_ID("Markup")]]);',
        );
        expect(bodies()).toEqual([{ uri: '/brand-new/' }]);
      });

      it('a new slug and a category left: the old path and the old archive too', async () => {
        await edit(
          'wp_update_post(["ID" => 163, "post_name" => "renamed-163", "post_category" => [get_cat_ID("Block")]]);',
        );
        expect(bodies()).toEqual([
          { uri: '/renamed-163/', paths: ['/wp-6-1-font-size-scale/', '/category/6-1/'] },
        ]);
      });

      it('a trashed post: its old path and the lists it was in', async () => {
        await edit('wp_trash_post(150);');
        expect(bodies()).toEqual([
          {
            uri: '/wp-6-1-spacing-presets/',
            paths: ['/category/6-1/', '/category/block/', '/author/themereviewteam/'],
          },
        ]);
      });

      it('an unpublished post and a post deleted outright: their old paths', async () => {
        await edit(
          'wp_update_post(["ID" => 51, "post_status" => "draft"]); wp_delete_post(34, true);',
        );
        expect(bodies()).toEqual([
          expect.objectContaining({ uri: '/theme-block-category/' }),
          expect.objectContaining({ uri: '/widgets-block-category/' }),
        ]);
      });

      it('drafts, revisions and autosaves: nothing', async () => {
        await edit(
          '$id = wp_insert_post(["post_title" => "Draft", "post_status" => "draft"]); wp_update_post(["ID" => $id, "post_content" => "more"]); _wp_put_post_revision(get_post(1011)); _wp_put_post_revision(get_post(1011), true);',
        );
        expect(recorder.requests).toEqual([]);
      });

      it('an edited category: its new archive path and the old one', async () => {
        await edit('wp_update_term(get_cat_ID("Markup"), "category", ["slug" => "markup-2"]);');
        expect(bodies()).toEqual([{ uri: '/category/markup-2/', paths: ['/category/markup/'] }]);
        await plain.evalPhp(
          'wp_update_term(get_cat_ID("Markup"), "category", ["slug" => "markup"]);',
        );
      });

      it('a saved menu, site options and the ACF options page: one site-wide {}', async () => {
        await edit('wp_update_nav_menu_object(198, ["menu-name" => "Header Menu"]);');
        expect(bodies()).toEqual([{}]);
        await edit(
          'update_option("blogname", "Lavanda test"); update_option("posts_per_page", 7); do_action("acf/save_post", "options");',
        );
        expect(bodies()).toEqual([{}]);
      });

      it('a failing site: retried once, then recorded, shown to admins and logged', async () => {
        recorder.answer = 500;
        try {
          const { stderr } = await edit(
            'wp_update_post(["ID" => 1241, "post_title" => "Sticky, changed"]);',
          );
          expect(recorder.requests).toHaveLength(2);
          expect(stderr).toContain(
            '[lavanda-headless] the site was not told about /template-sticky/',
          );
        } finally {
          recorder.answer = 200;
        }
        const { stdout } = await plain.evalPhp(
          'echo wp_json_encode(get_option("lavanda_revalidation_failures")), "\\n"; (new Lavanda_Failure_Log())->render_notice();',
        );
        const [stored, notice] = stdout.split('\n', 2);
        expect(JSON.parse(stored ?? '')).toEqual([
          {
            time: expect.any(Number),
            what: '/template-sticky/',
            error: 'HTTP 500: recorder says no',
            tries: 2,
          },
        ]);
        expect(notice).toContain('could not be sent to the site');
        expect(notice).toContain('/template-sticky/');
      });

      it('a refused secret (401) is not retried', async () => {
        recorder.answer = 401;
        try {
          await edit('wp_update_post(["ID" => 1241, "post_title" => "Template: Sticky"]);');
          expect(recorder.requests).toHaveLength(1);
        } finally {
          recorder.answer = 200;
        }
      });
    });

    it('the wp-config.php constants win over the options, and the page shows them read-only', async () => {
      appendFileSync(
        path.join(plain.state, 'wp-config-extra.php'),
        `define('LAVANDA_SITE_URL', '${recorder.url}/'); define('LAVANDA_REVALIDATE_SECRET', '${CONSTANT_SECRET}');\n`,
      );
      recorder.requests.length = 0;
      await plain.evalPhp('wp_update_post(["ID" => 1241, "post_title" => "Template: Sticky"]);');
      expect(recorder.requests.map((r) => r.headers['x-revalidate-secret'])).toEqual([
        CONSTANT_SECRET,
      ]);
      const { stdout } = await plain.evalPhp(
        '$s = new Lavanda_Settings(); $l = new Lavanda_Failure_Log(); $p = new Lavanda_Settings_Page($s, $l, new Lavanda_Revalidation_Queue($s, $l)); $p->render_site_url_field(); $p->render_secret_field();',
      );
      expect(stdout).toContain('Set by LAVANDA_SITE_URL in wp-config.php.');
      expect(stdout).toContain('Set by LAVANDA_REVALIDATE_SECRET in wp-config.php.');
      expect(stdout.match(/readonly disabled/g)).toHaveLength(2);
      expect(stdout).not.toContain(CONSTANT_SECRET.slice(0, 12));
    });

    it('logged no PHP warning or error', () => {
      expect(plain.phpLog().filter((l) => /PHP (Warning|Fatal|Notice|Deprecated)/.test(l))).toEqual(
        [],
      );
    });
  });

  describe('(B) the full reference kit + the plugin', () => {
    it('registers nothing twice: site options and offset pagination answer without errors', async () => {
      const answer = await full.graphql(`{
        siteOptionsPage { siteOptions { footerCopyright } }
        posts(where: { offsetPagination: { offset: 0, size: 3 } }) {
          pageInfo { offsetPagination { total hasMore hasPrevious } }
        }
      }`);
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toMatchObject({
        siteOptionsPage: { siteOptions: { footerCopyright: expect.stringContaining('RealWP') } },
        posts: { pageInfo: { offsetPagination: { total: 56, hasMore: true, hasPrevious: false } } },
      });
      expect(await status(full)).toMatchObject({
        contentModel: 'provided by another definition',
        offsetPagination: 'wp-graphql-offset-pagination',
        menuLocations: { 'header-menu': true, 'footer-menu': true },
      });
    });

    it("replays the reference's ACF, menu and offset-pagination answers exactly", async () => {
      const results = await replay(full, true);
      expect(results.filter((r) => !r.same).map((r) => r.name)).toEqual([]);
      expect(full.phpLog().filter((l) => /PHP (Warning|Fatal|Notice|Deprecated)/.test(l))).toEqual(
        [],
      );
    });
  });

  describe('(C) WPGraphQL + the plugin, nothing else', () => {
    it("gives a content's block-support rules, on the types its schema.graphql says", async () => {
      const declared = [...readFileSync(pluginSchemaFile, 'utf8').matchAll(/^extend \w+ (\w+)/gm)];
      expect(declared.map(([, name]) => name)).toEqual(['NodeWithContentEditor', 'Page', 'Post']);
      // Each declared place answers the field (a field WordPress lacks fails validation).
      const everywhere = await bare.graphql(`{
        posts(first: 1) { nodes { blockSupportStyles } }
        pages(first: 1) { nodes { blockSupportStyles } }
        contentNodes(first: 1) { nodes { ... on NodeWithContentEditor { blockSupportStyles } } }
      }`);
      expect(everywhere.errors).toBeUndefined();
      // A Row whose paragraphs sit at its bottom, and a paragraph with its own link colour.
      const content =
        '<!-- wp:group {"layout":{"type":"flex","flexWrap":"nowrap","verticalAlignment":"bottom"}} -->' +
        '<div class="wp-block-group"><!-- wp:paragraph --><p>Row</p><!-- /wp:paragraph --></div>' +
        '<!-- /wp:group --><!-- wp:paragraph {"style":{"elements":{"link":{"color":{"text":"#ff0000"}}}}} -->' +
        '<p class="has-link-color"><a href="/">link</a></p><!-- /wp:paragraph -->';
      const { stdout } = await bare.evalPhp(
        `echo wp_insert_post(['post_status' => 'publish', 'post_title' => 'Layouts', 'post_content' => wp_slash(${JSON.stringify(content)})]);`,
      );
      const answer = await bare.graphql(
        'query($id: ID!) { post(id: $id, idType: DATABASE_ID) { content blockSupportStyles } }',
        { id: stdout.trim() },
      );
      const post = (answer.data as { post: { content: string; blockSupportStyles: string } }).post;
      const container = /wp-container-core-group-is-layout-[0-9a-f]+/.exec(post.content)?.[0];
      const elements = /wp-elements-[0-9a-f]+/.exec(post.content)?.[0];
      expect(post.blockSupportStyles).toBe(
        `.${container}{flex-wrap:nowrap;align-items:flex-end;}` +
          `.${elements} a:where(:not(.wp-element-button)){color:#ff0000;}`,
      );
      // A post without generated classes has none.
      const plain = await bare.graphql(
        '{ posts(first: 1, where: { search: "Lorem" }) { nodes { blockSupportStyles } } }',
      );
      expect(plain.data).toMatchObject({ posts: { nodes: [{ blockSupportStyles: '' }] } });
      // The kit's content as it was: the next test counts its posts.
      await bare.evalPhp(`wp_delete_post(${Number(stdout.trim())}, true);`);
    });

    it('does without SCF: menus by location and offset pagination answer, no PHP warning', async () => {
      const answer = await bare.graphql(`{
        menuItems(where: { location: FOOTER_MENU }) { nodes { label } }
        posts(where: { offsetPagination: { offset: 55, size: 5 } }) {
          pageInfo { offsetPagination { total hasMore hasPrevious } }
          nodes { databaseId }
        }
      }`);
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toMatchObject({
        menuItems: { nodes: expect.arrayContaining([{ label: 'Lorem Ipsum' }]) },
        posts: {
          pageInfo: { offsetPagination: { total: 56, hasMore: false, hasPrevious: true } },
          nodes: [expect.anything()],
        },
      });
      expect(await status(bare)).toMatchObject({
        contentModel: 'SCF/ACF is not active',
        offsetPagination: 'lavanda-headless',
      });
      expect(bare.phpLog().filter((l) => /PHP (Warning|Fatal|Notice|Deprecated)/.test(l))).toEqual(
        [],
      );
    });
  });
});
