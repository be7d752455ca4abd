import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { needsShared } from '../../../tests/support/needs-shared';
import { referenceFile } from '../../../tests/support/shared-dir';
import * as generated from '../generated/graphql';
import { generateSelectionTypes, selectionTypesFile } from './generate-selection-types';
import { generateTypes, generatedFile } from './generate-types';
import { siteSchemaSdl } from './site-schema';

const hasReference = needsShared('wordpress-reference');

/** Every operation the site can send: the generated `…Document` exports. */
const operations = Object.entries(generated).filter(
  ([name, value]) => name.endsWith('Document') && value instanceof generated.TypedDocumentString,
);

it('the site has its operations in queries/', () => {
  expect(operations.map(([name]) => name).sort()).toEqual([
    'AuthorFeedPostsDocument',
    'CategoryFeedPostsDocument',
    'ContentNodeByUriDocument',
    'ContentTypeEntriesDocument',
    'FeedPostsDocument',
    'GenerateAuthorizationCodeDocument',
    'HomeRouteDocument',
    'LayoutDocument',
    'MenuItemsPageDocument',
    'PostListCursorDocument',
    'PostListDocument',
    'PreviewNodeDocument',
    'PublicContentTypesDocument',
    'ReadingSettingsDocument',
    'RevalidationCategoryByIdDocument',
    'RevalidationContentNodeByIdDocument',
    'RevalidationNodeByUriDocument',
    'SeoRedirectsDocument',
    'SiteIconDocument',
    'SitemapEntriesDocument',
    'TagFeedPostsDocument',
    'WordPressCheckDocument',
    'WordPressHealthDocument',
  ]);
});

describe.runIf(hasReference)('against the reference WPGraphQL schema and the plugin', () => {
  const schemaSdl = hasReference
    ? siteSchemaSdl(readFileSync(referenceFile('schema.graphql'), 'utf8'))
    : '';

  it.each(operations)('%s validates', (_name, document) => {
    const errors = validate(buildSchema(schemaSdl), parse(String(document)));
    expect(errors.map((error) => error.message)).toEqual([]);
  });

  it('lib/wordpress/generated/graphql.ts is up to date (npm run codegen)', async () => {
    const options = await resolveConfig(generatedFile);
    const expected = await format(await generateTypes(schemaSdl), {
      ...options,
      filepath: generatedFile,
    });
    expect(readFileSync(generatedFile, 'utf8') === expected).toBe(true);
  });

  it('lib/wordpress/generated/selection-types.ts is up to date (npm run codegen)', async () => {
    const options = await resolveConfig(selectionTypesFile);
    const expected = await format(generateSelectionTypes(schemaSdl), {
      ...options,
      filepath: selectionTypesFile,
    });
    expect(readFileSync(selectionTypesFile, 'utf8') === expected).toBe(true);
  });
});
