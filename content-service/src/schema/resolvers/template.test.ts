import { beforeEach, describe, expect, it } from 'vitest';
import { blankSite, queryData } from '../test/site';
import { type Store } from '../../store/open-store';
import { writeOption } from '../../store/options';
import { templateTypeName } from '../model/theme-templates';
import { createSchema } from '../create-schema';

let db: Store;

function insert(id: number, type: string, template?: string): void {
  db.prepare(
    `INSERT INTO posts (ID, post_author, post_type, post_status, post_name, post_title)
     VALUES (?, 0, ?, 'publish', ?, 't')`,
  ).run(id, type, `${type}-${id}`);
  if (template !== undefined) {
    db.prepare(
      `INSERT INTO postmeta (post_id, meta_key, meta_value) VALUES (?, '_wp_page_template', ?)`,
    ).run(id, template);
  }
}

const templateOf = async (root: 'page' | 'post', id: number) =>
  (
    (
      await queryData(
        db,
        `{ ${root}(id: ${id}, idType: DATABASE_ID) { template { __typename templateName
        ... on Template_PageNoTitle { templateName } } } }`,
      )
    )[root] as { template: unknown }
  ).template;

beforeEach(() => {
  db = blankSite();
});

describe('ContentNode.template', () => {
  it("is the theme's Page No Title template on a page that chose it", async () => {
    insert(2, 'page', 'page-no-title');
    expect(await templateOf('page', 2)).toEqual({
      __typename: 'Template_PageNoTitle',
      templateName: 'Page No Title',
    });
  });

  it('is the default template when none or "default" is chosen', async () => {
    insert(4, 'page', 'default');
    insert(5, 'page');
    for (const id of [4, 5]) {
      expect(await templateOf('page', id)).toEqual({
        __typename: 'DefaultTemplate',
        templateName: 'Default',
      });
    }
  });

  it('is the default template for a file the theme does not offer, as on WordPress', async () => {
    insert(3, 'page', 'PageLargeHeader');
    expect(await templateOf('page', 3)).toEqual({
      __typename: 'DefaultTemplate',
      templateName: 'Default',
    });
  });

  it('is its own type for a template the site declares its theme offers', async () => {
    writeOption(db, 'content_service_theme_templates', [
      { slug: 'PageLargeHeader', title: 'Page Large Header', postTypes: ['page'] },
      { slug: 'broken' },
    ]);
    insert(3, 'page', 'PageLargeHeader');
    insert(7, 'post', 'PageLargeHeader');
    const typed = await queryData(
      db,
      `{ page(id: 3, idType: DATABASE_ID) { template { __typename
         ... on Template_PageLargeHeader { templateName } } } }`,
    );
    expect(typed).toEqual({
      page: {
        template: { __typename: 'Template_PageLargeHeader', templateName: 'Page Large Header' },
      },
    });
    // Offered to pages only; the theme's own template stays beside it.
    expect(await templateOf('post', 7)).toEqual({
      __typename: 'DefaultTemplate',
      templateName: 'Default',
    });
    expect(createSchema(db).getType('Template_PageNoTitle')).toBeDefined();
  });

  it('is the default template on a post: the theme offers Page No Title to pages only', async () => {
    insert(6, 'post', 'page-no-title');
    expect(await templateOf('post', 6)).toEqual({
      __typename: 'DefaultTemplate',
      templateName: 'Default',
    });
  });
});

describe('templateTypeName', () => {
  it('names the type as WPGraphQL does (Utils::format_type_name_for_wp_template)', () => {
    expect(templateTypeName('Page No Title')).toBe('Template_PageNoTitle');
    expect(templateTypeName('full width template')).toBe('FullWidthTemplate');
    expect(templateTypeName('3 columns')).toBe('Template_3Columns');
  });
});
