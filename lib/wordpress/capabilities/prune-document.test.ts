import { type DocumentNode, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LayoutDocument, PostListDocument } from '../generated/graphql';
import { fillLeftOut } from './fill-left-out';
import { pruneDocument } from './prune-document';
import { readSchemaGaps } from './schema-gaps';

const types = {
  RootQuery: { posts: 'Conn', seo: 'SEOConfig', generalSettings: 'GeneralSettings' },
  Conn: { nodes: 'Post', pageInfo: 'ConnPageInfo' },
  ConnPageInfo: { hasNextPage: 'Boolean', offsetPagination: 'OffsetPaginationPageInfo' },
  OffsetPaginationPageInfo: { total: 'Int' },
  Post: { title: 'String', seo: 'PostTypeSEO' },
  PostTypeSEO: { title: 'String' },
  SEOConfig: { schema: 'SEOSchema' },
  SEOSchema: { companyName: 'String' },
  GeneralSettings: { title: 'String' },
};

const gaps = (...messages: string[]) =>
  readSchemaGaps(messages.map((message) => ({ message }))).gaps;
function printed(document: DocumentNode | null): string {
  if (!document) throw new Error('nothing of the document is left');
  return print(document);
}
const compact = (source: string) => print(parse(source)).replace(/\s+/g, ' ');

describe('pruneDocument', () => {
  const source = `
    query Q($withSeo: Boolean = true) {
      generalSettings { title }
      seo @include(if: $withSeo) { ...Company }
      posts { nodes { title ...PostSeo } pageInfo { hasNextPage offsetPagination { total } } }
    }
    fragment Company on SEOConfig { schema { companyName } }
    fragment PostSeo on Post { seo { title } }`;

  it('leaves the document as it is when nothing is missing', () => {
    const pruned = pruneDocument(parse(source), gaps(), types);
    expect(compact(printed(pruned.document))).toBe(compact(source));
    expect(pruned.leftOut).toEqual([]);
  });

  it('leaves out what WordPress said it lacks, the fragments only it used, and their variables', () => {
    const missing = gaps(
      'Cannot query field "seo" on type "RootQuery". Did you mean "user"?',
      'Cannot query field "seo" on type "Post".',
      'Unknown type "OffsetPaginationPageInfo".',
      'Unknown type "SEOConfig".',
      'Fragment "Company" is never used.',
    );
    const pruned = pruneDocument(parse(source), missing, types);
    expect(compact(printed(pruned.document))).toBe(
      compact(
        'query Q { generalSettings { title } posts { nodes { title } pageInfo { hasNextPage } } }',
      ),
    );
    expect(pruned.droppedVariables).toEqual(['withSeo']);
    expect(pruned.leftOut).toEqual([
      ['seo'],
      ['posts', 'nodes', 'seo'],
      ['posts', 'pageInfo', 'offsetPagination'],
    ]);
  });

  it('leaves out a field whose selections are all gone, and a fragment left empty', () => {
    const pruned = pruneDocument(
      parse(source),
      gaps('Cannot query field "seo" on type "Post".'),
      types,
    );
    const text = compact(printed(pruned.document));
    expect(text).not.toContain('PostSeo');
    expect(pruned.leftOut).toContainEqual(['posts', 'nodes', 'seo']);
  });

  it('the generated documents: the layout without Yoast and ACF still asks for the rest', () => {
    const missing = gaps(
      'Cannot query field "seo" on type "RootQuery".',
      'Cannot query field "siteOptionsPage" on type "RootQuery".',
      'Unknown type "AcfMediaItemConnectionEdge".',
    );
    const pruned = pruneDocument(parse(String(LayoutDocument)), missing);
    const text = printed(pruned.document);
    expect(text).not.toMatch(/\bseo\b|siteOptionsPage|AcfImageFields/);
    expect(text).toContain('headerMenu: menu(id: "header-menu", idType: SLUG)');
    expect(text).toContain('siteIcon');
    expect(pruned.leftOut).toEqual(expect.arrayContaining([['seo'], ['siteOptionsPage']]));
  });

  it('the post list without offset pagination keeps its cursors', () => {
    const missing = gaps(
      'Cannot query field "offsetPagination" on type "RootQueryToPostConnectionPageInfo".',
    );
    const text = printed(pruneDocument(parse(String(PostListDocument)), missing).document);
    expect(text).not.toContain('offsetPagination');
    expect(text).toContain('endCursor');
  });
});

describe('a document asking only for what WordPress lacks', () => {
  it('is not sent: its answer is null where it asked', () => {
    const pruned = pruneDocument(
      parse('query Q { seo { schema { companyName } } }'),
      gaps('Cannot query field "seo" on type "RootQuery".'),
      types,
    );
    expect(pruned.document).toBeNull();
    expect(fillLeftOut({}, pruned.leftOut)).toEqual({ seo: null });
  });
});

describe('fillLeftOut', () => {
  it('puts null where a field was left out, through lists, without changing the answer', () => {
    const answer = Object.freeze({
      posts: Object.freeze({ nodes: [{ title: 'a' }, { title: 'b' }] }),
    });
    const filled = fillLeftOut(answer, [['seo'], ['posts', 'nodes', 'seo'], ['missing', 'x']]);
    expect(filled).toEqual({
      seo: null,
      posts: {
        nodes: [
          { title: 'a', seo: null },
          { title: 'b', seo: null },
        ],
      },
    });
    expect(answer).toEqual({ posts: { nodes: [{ title: 'a' }, { title: 'b' }] } });
  });
});

describe('readSchemaGaps', () => {
  it('names the fields and types a WordPress lacks, and what no gap explains', () => {
    const read = readSchemaGaps([
      { message: 'Cannot query field "seo" on type "RootQuery". Did you mean "user"?' },
      {
        message:
          'Field "offsetPagination" is not defined by type "RootQueryToPostConnectionWhereArgs".',
      },
      { message: 'Unknown type "TaxonomySEO". Did you mean "Taxonomy"?' },
      { message: 'Fragment "X" is never used.' },
      { message: 'Internal server error' },
    ]);
    expect([...read.gaps.fields]).toEqual([
      'RootQuery.seo',
      'RootQueryToPostConnectionWhereArgs.offsetPagination',
    ]);
    expect([...read.gaps.types]).toEqual(['TaxonomySEO']);
    expect(read.unexplained).toEqual([{ message: 'Internal server error' }]);
  });
});
