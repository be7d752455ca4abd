import { describe, expect, it } from 'vitest';
import { uniqueIdFromValues } from './layout';
import { renderBlocks } from './render-blocks';
import { insertAttributes, openTags } from './tag-processor';
import { createRenderState, type RenderContext } from './types';

const ctx = (): RenderContext => ({ postId: 1, hooks: {}, state: createRenderState() });

describe('layout support', () => {
  it('hashes the layout inputs as wp_unique_id_from_values() does', () => {
    // Values from the reference: a plain core/columns block under Twenty Twenty-Five.
    const data = [
      { type: 'flex', flexWrap: 'nowrap' },
      true,
      null,
      false,
      'var(--wp--preset--spacing--50)',
      null,
    ];
    expect(uniqueIdFromValues(data, 'wp-container-core-columns-is-layout-')).toBe(
      'wp-container-core-columns-is-layout-794e3cfa',
    );
  });

  it('adds the container class only when the layout generates a rule', () => {
    const html = renderBlocks(
      '<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column"></div><!-- /wp:column --></div><!-- /wp:columns -->' +
        '<!-- wp:group {"layout":{"type":"flex"}} --><div class="wp-block-group"></div><!-- /wp:group -->',
      ctx(),
    );
    expect(html).toContain(
      'class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-794e3cfa wp-block-columns-is-layout-flex"',
    );
    expect(html).toContain('class="wp-block-group is-layout-flex wp-block-group-is-layout-flex"');
  });

  it('pads constrained groups with padding (negative margins for full-width children)', () => {
    const html = renderBlocks(
      '<!-- wp:group {"style":{"spacing":{"padding":{"top":"var:preset|spacing|20","right":"var:preset|spacing|20","bottom":"var:preset|spacing|20","left":"var:preset|spacing|20"}}},"layout":{"type":"constrained"}} --><div class="wp-block-group"></div><!-- /wp:group -->',
      ctx(),
    );
    expect(html).toContain('wp-container-core-group-is-layout-6bf7d33b');
  });
});

describe('request-wide instance counters', () => {
  it('numbers style variations with theme styles, galleries and duotone filters in one sequence', () => {
    const state = createRenderState();
    const html = renderBlocks(
      '<!-- wp:button {"className":"is-style-outline"} --><div class="wp-block-button is-style-outline"><a class="wp-block-button__link">A</a></div><!-- /wp:button -->' +
        '<!-- wp:separator {"className":"is-style-dots"} --><hr class="wp-block-separator is-style-dots"/><!-- /wp:separator -->' +
        '<!-- wp:gallery --><figure class="wp-block-gallery"><!-- wp:image {"id":7} --><figure class="wp-block-image"><img src="a.jpg" class="wp-image-7"/></figure><!-- /wp:image --></figure><!-- /wp:gallery -->' +
        '<!-- wp:cover {"style":{"color":{"duotone":["#8c00b7","#fcff41"]}}} --><div class="wp-block-cover"></div><!-- /wp:cover -->',
      { ...ctx(), state },
    );
    expect(html).toContain('class="wp-block-button is-style-outline is-style-outline--1"');
    // Twenty Twenty-Five has no styles for the dots variation: no instance class.
    expect(html).toContain('class="wp-block-separator is-style-dots"');
    expect(html).toContain('<img data-id="7" src="a.jpg"');
    expect(html).toContain('wp-block-gallery wp-block-gallery-2 is-layout-flex');
    expect(html).toContain(' wp-duotone-8c00b7-fcff41-3"');
    expect(state.uniqueId).toBe(3);
  });

  it('renders an image block without an image as nothing', () => {
    expect(
      renderBlocks(
        '<!-- wp:image --><figure class="wp-block-image"></figure><!-- /wp:image -->',
        ctx(),
      ),
    ).toBe('');
  });

  it('unsets the aspect ratio of a cover with a minimum height', () => {
    const html = renderBlocks(
      '<!-- wp:cover {"minHeight":274} --><div class="wp-block-cover" style="min-height:274px"></div><!-- /wp:cover -->',
      ctx(),
    );
    expect(html).toContain('style="min-height:274px;aspect-ratio:unset;"');
  });
});

describe('tag processor', () => {
  it('inserts new attributes in sorted order after the tag name', () => {
    const html = '<li class="a">x</li>';
    const tag = openTags(html)[0]!;
    expect(
      insertAttributes(html, tag, {
        tabindex: '-1',
        'data-wp-watch': 'w',
        'data-wp-context': '{ "a": 1 }',
      }),
    ).toBe(
      '<li data-wp-context="{ &quot;a&quot;: 1 }" data-wp-watch="w" tabindex="-1" class="a">x</li>',
    );
  });
});
