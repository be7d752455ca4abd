import type { ContentKind } from '../../../lib/routing/content-page-props';
import { chooseTemplate } from '../../../lib/routing/template-hierarchy';
import { TEMPLATE_KINDS } from '../../../wp-templates/kinds';
import { getContentRoute } from '../../../lib/wordpress/api';
import { createWordPressClient } from '../../../lib/wordpress/client/graphql-client';
import { parseSiteEnv } from '../../../lib/wordpress/config/site-env';
import { expect, test, watchPageErrors } from '../support/fixtures';

/**
 * WordPress's template hierarchy against the real WordPress (theme unit test content): each kind
 * of content is rendered by its wp-templates template, chosen on the server from the node
 * WPGraphQL has at the path (its seed fields as WordPress gives them to the public).
 */
test.describe('the real WordPress: templates', () => {
  test('each kind of content renders through its template', async ({ page }) => {
    const errors = watchPageErrors(page);
    const paths: [string, string, string][] = [
      ['/', 'home', 'RealWP Test Site'],
      ['/markup-html-tags-and-formatting/', 'single', 'Markup: HTML Tags and Formatting'],
      ['/about/', 'page', 'About The Tests'],
      ['/category/uncategorized/', 'archive', 'Uncategorized'],
      ['/tag/content-2/', 'archive', 'content'],
      ['/author/themedemos/', 'archive', 'Theme Buster'],
    ];
    for (const [path, template, heading] of paths) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
      // The name the server chose, from the page's props (Next's __NEXT_DATA__ script).
      const data = JSON.parse((await page.locator('#__NEXT_DATA__').textContent()) ?? '{}') as {
        props?: { pageProps?: { template?: string } };
      };
      const chosen = data.props?.pageProps?.template;
      expect(chosen, path).toBe(template);
    }
    expect(errors).toEqual([]);
  });

  test('a registered {type}-{slug} template would be chosen for that node', async () => {
    const wordpress = process.env.E2E_WORDPRESS_BACKEND_URL;
    if (!wordpress) throw new Error('E2E_WORDPRESS_BACKEND_URL is not set (global setup)');
    const env = parseSiteEnv({ NEXT_PUBLIC_WORDPRESS_URL: wordpress });
    const backend = {
      env,
      client: createWordPressClient({ endpoint: env.graphqlUrl }),
      now: Date.now,
    };
    const own: [string, string, ContentKind][] = [
      ['/category/uncategorized/', 'category-uncategorized', 'listing'],
      ['/tag/content-2/', 'tag-content-2', 'listing'],
      ['/author/themedemos/', 'author-themedemos', 'listing'],
      ['/about/', 'page-about', 'page'],
      ['/markup-html-tags-and-formatting/', 'single-post-markup-html-tags-and-formatting', 'post'],
    ];
    const registered = {
      ...TEMPLATE_KINDS,
      ...Object.fromEntries(own.map(([, name, kind]) => [name, kind])),
    };
    for (const [uri, name, kind] of own) {
      const { seed } = await getContentRoute(uri, 0, backend);
      expect(chooseTemplate(seed, kind, registered), uri).toBe(name);
    }
  });
});
