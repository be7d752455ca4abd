import { describe, expect, it } from 'vitest';
import { parseBlocks } from './block-parser';
import { imgCaptionShortcode } from './caption';
import { renderContent, renderExcerpt, renderPostFields, renderTitle } from './content';
import { wpFilterContentTags } from './content-tags';
import { galleryShortcode } from './gallery';
import { renderBlocks } from './render-blocks';
import { shortcodeParseAtts } from './shortcode-regex';
import { doShortcode, stripShortcodes } from './shortcodes';
import { wpTrimWords } from './text';
import { createRenderState, type AttachmentInfo, type RenderHooks } from './types';

const image: AttachmentInfo = {
  id: 7,
  parentId: 3,
  menuOrder: 0,
  mimeType: 'image/jpeg',
  url: 'http://example.test/wp-content/uploads/2020/01/pic.jpg',
  link: 'http://example.test/post/pic/',
  title: 'pic',
  caption: 'A "caption"',
  alt: 'Alt text',
  meta: {
    width: 1200,
    height: 800,
    file: '2020/01/pic.jpg',
    sizes: {
      medium: { file: 'pic-300x200.jpg', width: 300, height: 200 },
      thumbnail: { file: 'pic-150x150.jpg', width: 150, height: 150 },
    },
  },
};
const hooks: RenderHooks = {
  uploadsBaseUrl: 'http://example.test/wp-content/uploads',
  getAttachment: (id) => (id === 7 ? image : null),
  getChildAttachments: (parent) => (parent === 3 ? [image] : []),
};
const ctx = () => ({ postId: 3, hooks, state: createRenderState() });

describe('shortcodes', () => {
  it('parses attributes as shortcode_parse_atts()', () => {
    expect(shortcodeParseAtts(' id="a" Width=10 \'x\' flag')).toEqual({
      id: 'a',
      width: '10',
      '0': 'x',
      '1': 'flag',
    });
    expect(shortcodeParseAtts('')).toBeNull();
  });

  it('runs registered shortcodes, leaves unknown and escaped ones', () => {
    const registry = new Map([['b', (_a: unknown, c: string | null) => `<b>${c ?? ''}</b>`]]);
    expect(doShortcode('[b]x[/b] [[b]] [unknown]', registry)).toBe('<b>x</b> [b] [unknown]');
    expect(stripShortcodes('a [gallery ids="1"] b [caption]c[/caption] [x]')).toBe('a  b  [x]');
  });

  it('renders [caption] as an HTML5 figure', () => {
    const out = imgCaptionShortcode(
      { id: 'attachment_7', align: 'alignleft', width: '150' },
      '<img src="a.jpg" /> Hello',
      (s) => s,
    );
    expect(out).toBe(
      '<figure id="attachment_7" aria-describedby="caption-attachment-7" style="width: 150px" ' +
        'class="wp-caption alignleft"><img src="a.jpg" /><figcaption id="caption-attachment-7" ' +
        'class="wp-caption-text">Hello</figcaption></figure>',
    );
  });

  it('renders [gallery] from the attachments the hook gives', () => {
    const out = galleryShortcode(null, ctx());
    expect(out).toContain("<div id='gallery-1' class='gallery galleryid-3 gallery-columns-3");
    expect(out).toContain(
      '<img width="150" height="150" src="http://example.test/wp-content/uploads/2020/01/pic-150x150.jpg" ' +
        'class="attachment-thumbnail size-thumbnail" alt="Alt text" aria-describedby="gallery-1-7" />',
    );
    expect(out).toContain('A &#8220;caption&#8221;');
  });
});

describe('wp_filter_content_tags', () => {
  it('adds decoding, lazy loading, srcset and sizes to attachment images', () => {
    const img =
      '<img class="wp-image-7" src="http://example.test/wp-content/uploads/2020/01/pic.jpg" />';
    expect(wpFilterContentTags(img, hooks)).toBe(
      '<img loading="lazy" decoding="async" width="1200" height="800" class="wp-image-7" ' +
        'src="http://example.test/wp-content/uploads/2020/01/pic.jpg" srcset="' +
        'http://example.test/wp-content/uploads/2020/01/pic.jpg 1200w, ' +
        'http://example.test/wp-content/uploads/2020/01/pic-300x200.jpg 300w" ' +
        'sizes="auto, (max-width: 1200px) 100vw, 1200px" />',
    );
  });

  it('only adds decoding when a dimension is missing', () => {
    expect(wpFilterContentTags('<img src="x.jpg" width="10" />', {})).toBe(
      '<img decoding="async" src="x.jpg" width="10" />',
    );
  });
});

describe('blocks', () => {
  it('parses delimiters as WP_Block_Parser', () => {
    const blocks = parseBlocks('a<!-- wp:x/y {"n":1} --><p>b</p><!-- wp:z /--><!-- /wp:x/y -->');
    expect(blocks.map((b) => b.blockName)).toEqual([null, 'x/y']);
    expect(blocks[1]?.attrs).toEqual({ n: 1 });
    expect(blocks[1]?.innerContent).toEqual(['<p>b</p>', null]);
    expect(blocks[1]?.innerBlocks[0]?.blockName).toBe('core/z');
  });

  it('serializes static blocks, asks the hook for dynamic ones', () => {
    const content =
      '<!-- wp:paragraph -->\n<p>Hi</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:latest-posts /-->';
    const dynamic = renderBlocks(content, {
      ...ctx(),
      hooks: { renderDynamicBlock: (b) => `[${b.blockName ?? ''}]` },
    });
    expect(dynamic).toBe('\n<p class="wp-block-paragraph">Hi</p>\n\n\n[core/latest-posts]');
    expect(renderBlocks(content, ctx())).toBe('\n<p class="wp-block-paragraph">Hi</p>\n\n\n');
  });
});

describe('the_content, the_excerpt, the_title', () => {
  it('runs the_content without wpautop for block content', () => {
    expect(renderContent("It's\n\nfine")).toBe('<p>It&#8217;s</p>\n<p>fine</p>\n');
    expect(renderContent("<!-- wp:paragraph --><p>It's</p><!-- /wp:paragraph -->")).toBe(
      '<p class="wp-block-paragraph">It&#8217;s</p>',
    );
  });

  it('keeps shortcodes in <p> once a block post was rendered in the same request', () => {
    const state = createRenderState();
    renderContent('<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->', { state });
    expect(renderContent('[embed]u[/embed]', { state })).toBe('<p></p>\n');
    expect(renderContent('[embed]u[/embed]')).toBe('\n');
  });

  it('trims excerpts to 55 words with [&hellip;]', () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ');
    expect(wpTrimWords(words, 55, ' [&hellip;]')).toBe(
      words.split(' ').slice(0, 55).join(' ') + ' [&hellip;]',
    );
    expect(renderExcerpt('', 'Hello [gallery] "world"')).toBe('<p>Hello &#8220;world&#8221;</p>\n');
    expect(renderExcerpt('Own excerpt', 'ignored')).toBe('<p>Own excerpt</p>\n');
  });

  it('renders titles and applies WPGraphQL null rules', () => {
    expect(renderTitle(' "Quoted" & Wordpress ')).toBe('&#8220;Quoted&#8221; &#038; WordPress');
    expect(renderPostFields({ title: "It's", content: '', excerpt: '' })).toEqual({
      title: 'It’s',
      content: null,
      excerpt: '',
    });
    expect(renderPostFields({ title: '', content: 'x', excerpt: '' }).title).toBeNull();
  });
});
