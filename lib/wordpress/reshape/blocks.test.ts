import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { needsShared } from '../../../tests/support/needs-shared';
import { referenceFile } from '../../../tests/support/shared-dir';
import type { FlexibleLayoutFieldsFragment } from '../generated/graphql';
import { reshapeBlock, reshapeBlocks } from './blocks';
import { testContext } from './test/context';

const hasReference = needsShared('wordpress-reference');

const marketo = { baseUrl: 'https://app-ab12.marketo.com', munchkinId: '123-ABC-456' };

function layout<T extends FlexibleLayoutFieldsFragment['__typename']>(
  typename: T,
  fields: Omit<Extract<FlexibleLayoutFieldsFragment, { __typename: T }>, '__typename'>,
) {
  return { __typename: typename, ...fields } as unknown as FlexibleLayoutFieldsFragment;
}

describe('reshapeBlock', () => {
  it('embeds an iframe only from an allowed https host, and logs what it drops', () => {
    const { context, warnings } = testContext();
    const allowed = reshapeBlock(
      layout('PageContentFlexibleLayoutIframeLayout', {
        title: 'Map',
        iframeUrl: 'https://www.openstreetmap.org/export/embed.html',
        height: 5000,
      }),
      context,
    );
    expect(allowed).toEqual({
      typename: 'PageContentFlexibleLayoutIframeLayout',
      title: 'Map',
      url: 'https://www.openstreetmap.org/export/embed.html',
      height: 2000,
    });
    for (const iframeUrl of [
      'https://evil.test/',
      'http://www.openstreetmap.org/',
      'javascript:alert(1)',
    ]) {
      const block = reshapeBlock(
        layout('PageContentFlexibleLayoutIframeLayout', { title: null, iframeUrl, height: null }),
        context,
      );
      expect(block).toMatchObject({ url: null, title: 'Embedded content', height: 480 });
    }
    expect(warnings).toHaveLength(3);
  });

  it('accepts only Vidyard ids and numeric Marketo form ids', () => {
    const { context } = testContext({ marketo });
    expect(
      reshapeBlock(
        layout('PageContentFlexibleLayoutVidyardVideoLayout', { uuid: 'abc123XYZ_-', title: 'T' }),
        context,
      ),
    ).toMatchObject({ uuid: 'abc123XYZ_-' });
    expect(
      reshapeBlock(
        layout('PageContentFlexibleLayoutVidyardVideoLayout', { uuid: '"><script>', title: null }),
        context,
      ),
    ).toMatchObject({ uuid: null, title: 'Video' });
    expect(
      reshapeBlock(
        layout('PageContentFlexibleLayoutMarketoFormLayout', {
          formId: ' 1234 ',
          title: 'F',
          description: 'a\nb',
        }),
        context,
      ),
    ).toEqual({
      typename: 'PageContentFlexibleLayoutMarketoFormLayout',
      title: 'F',
      description: 'a b',
      formId: '1234',
      marketo,
    });
    expect(
      reshapeBlock(
        layout('PageContentFlexibleLayoutMarketoFormLayout', {
          formId: '12; x',
          title: null,
          description: null,
        }),
        context,
      ),
    ).toMatchObject({ formId: null });
  });

  it('reads ACF selects and falls back to the first choice', () => {
    const { context } = testContext();
    const custom = (backgroundColor: (string | null)[] | null) =>
      reshapeBlock(
        layout('PageContentFlexibleLayoutCustomContentLayout', {
          content: '<p>x</p>',
          backgroundColor,
        }),
        context,
      );
    expect(custom(['navy'])).toMatchObject({ background: 'navy' });
    expect(custom(['purple'])).toMatchObject({ background: 'white' });
    expect(custom(null)).toMatchObject({ background: 'white' });
    const diamond = reshapeBlock(
      layout('PageContentFlexibleLayoutDiamondDuplexLayout', {
        title: 't',
        content: null,
        imagePosition: [null, 'right'],
        image: null,
      }),
      context,
    );
    expect(diamond).toMatchObject({ imagePosition: 'right', contentHtml: '', image: null });
  });

  it('sanitises rich text in blocks', () => {
    const { context } = testContext();
    const block = reshapeBlock(
      layout('PageContentFlexibleLayoutTwoColumnLayout', {
        leftColumn: '<p>L<img src=x onerror=alert(1)></p>',
        rightColumn: '<a href="javascript:alert(1)">R</a>',
      }),
      context,
    );
    expect(JSON.stringify(block)).not.toMatch(/onerror|javascript/);
  });

  it('drops a layout it does not know and logs it on the server', () => {
    const { context, warnings } = testContext();
    const unknown = {
      __typename: 'PageContentFlexibleLayoutCarouselLayout',
    } as unknown as FlexibleLayoutFieldsFragment;
    expect(reshapeBlocks([unknown, null], context)).toEqual([]);
    expect(warnings).toEqual([
      'unknown flexible layout PageContentFlexibleLayoutCarouselLayout: not rendered',
    ]);
  });
});

describe.runIf(hasReference)("the reference's page with all eleven layouts", () => {
  it('reshapes every layout of /flexible-layout-test/', () => {
    const answer = JSON.parse(
      readFileSync(referenceFile('cases/acf_page_flexible_layout.json'), 'utf8'),
    );
    const { context, warnings } = testContext();
    const blocks = reshapeBlocks(answer.data.nodeByUri.pageContent.flexibleLayout, context);
    expect(
      blocks.map((block) => block.typename.replace(/^PageContentFlexibleLayout|Layout$/g, '')),
    ).toEqual([
      'PageHero',
      'CustomContent',
      'DiamondDuplex',
      'Duplex',
      'Iframe',
      'MarketoForm',
      'ProductCards',
      'Single',
      'TwoColumn',
      'VidyardVideo',
      'PreFooter',
    ]);
    expect(warnings).toEqual([]);
    expect(blocks[0]).toMatchObject({
      title: 'Hero title',
      contentHtml: '<p>Hero <strong>content</strong>.</p>\n',
      image: { alt: 'Horizontal Featured Image', width: 1200, height: 800 },
      ctas: [
        { title: 'Get started', url: '/about/', target: null },
        { title: 'Docs', url: 'https://wordpress.org/documentation/', target: '_blank' },
      ],
    });
    expect(blocks[1]).toMatchObject({
      background: 'grey',
      contentHtml: expect.stringContaining('href="/template-sticky/"'),
    });
    expect(blocks[4]).toMatchObject({
      url: 'https://www.openstreetmap.org/export/embed.html',
      height: 480,
    });
    expect(blocks[6]).toMatchObject({
      cards: [{ title: 'Card one', link: { url: '/about/' } }, { title: 'Card two' }],
    });
  });
});
