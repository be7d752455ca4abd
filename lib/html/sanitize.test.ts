import { describe, expect, it } from 'vitest';
import { createLinkContext } from './internal-links';
import { sanitizeWordPressHtml } from './sanitize';

const options = {
  links: createLinkContext('http://127.0.0.1:4000', ['http://wp.example', 'http://localhost:3000']),
  iframeHosts: ['www.youtube-nocookie.com'],
};
const clean = (html: string) => sanitizeWordPressHtml(html, options);

describe('sanitizeWordPressHtml', () => {
  it('keeps text structure, WordPress classes and safe inline alignment', () => {
    const html =
      '<h2 class="wp-block-heading">Title</h2><p style="text-align:center">Hi <strong>there</strong></p>';
    expect(clean(html)).toBe(html);
  });

  it.each([
    ['a script element', '<p>a</p><script>alert(1)</script>', 'alert'],
    ['a style element', '<style>body{display:none}</style><p>a</p>', 'display'],
    ['an event handler', '<img src="https://x.test/a.png" onerror="alert(1)">', 'onerror'],
    ['an inline handler on a link', '<a href="/a/" onclick="steal()">a</a>', 'onclick'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', 'javascript:'],
    ['an obfuscated javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a>', 'ascript:'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', 'data:'],
    ['a form', '<form action="https://evil.test"><input name="p"></form>', '<form'],
    ['an object', '<object data="https://evil.test/x.swf"></object>', '<object'],
    ['a foreign iframe', '<iframe src="https://evil.test/x"></iframe>', 'evil.test'],
    [
      'an http iframe on an allowed host',
      '<iframe src="http://www.youtube-nocookie.com/embed/x"></iframe>',
      'http://',
    ],
    ['a CSS expression', '<p style="background:url(javascript:alert(1))">x</p>', 'javascript'],
    ['an unknown class', '<p class="fixed-overlay wp-block-paragraph">x</p>', 'fixed-overlay'],
  ])('removes %s', (_name, html, forbidden) => {
    expect(clean(html)).not.toContain(forbidden);
  });

  it('keeps block and classic markup: galleries, captions, tables, citations', () => {
    const gallery =
      '<figure class="wp-block-gallery has-nested-images columns-3 is-cropped">' +
      '<ul class="blocks-gallery-grid"><li class="blocks-gallery-item"><figure>' +
      '<img src="https://x.test/a.jpg" alt="A" loading="lazy" decoding="async" />' +
      '<figcaption class="blocks-gallery-item__caption">A</figcaption></figure></li></ul>' +
      '<figcaption class="blocks-gallery-caption">Gallery</figcaption></figure>';
    expect(clean(gallery)).toBe(gallery);
    const caption =
      '<figure id="attachment_1" aria-describedby="caption-attachment-1" style="width:580px" class="wp-caption alignleft">' +
      '<figcaption id="caption-attachment-1" class="wp-caption-text">Left</figcaption></figure>';
    expect(clean(caption)).toBe(caption);
    const table =
      '<figure class="wp-block-table"><table><thead><tr><th>Head</th></tr></thead>' +
      '<tbody><tr><td colspan="2">Cell</td></tr></tbody></table></figure>';
    expect(clean(table)).toBe(table);
    const old =
      '<blockquote cite="https://x.test/q"><p>Q</p></blockquote><acronym title="Three-letter">TLA</acronym>' +
      '<big>big</big><tt>tt</tt><strike>gone</strike><del datetime="2012-01-01">d</del>';
    expect(clean(old)).toBe(old);
    expect(clean('<figure style="width:calc(1px + 1px);position:fixed">x</figure>')).toBe(
      '<figure>x</figure>',
    );
  });

  it('turns links on WordPress, its home and the site itself into site paths', () => {
    expect(clean('<a href="http://127.0.0.1:4000/about/">a</a>')).toBe('<a href="/about/">a</a>');
    expect(clean('<a href="http://wp.example/x/?p=1#t">a</a>')).toBe('<a href="/x/?p=1#t">a</a>');
    expect(clean('<a href="http://localhost:3000/privacy/">a</a>')).toBe(
      '<a href="/privacy/">a</a>',
    );
  });

  it("leaves WordPress's own files absolute and other sites alone", () => {
    expect(clean('<a href="http://127.0.0.1:4000/wp-content/uploads/a.pdf">a</a>')).toContain(
      'href="http://127.0.0.1:4000/wp-content/uploads/a.pdf"',
    );
    expect(clean('<a href="/wp-content/uploads/a.pdf">a</a>')).toContain(
      'href="http://127.0.0.1:4000/wp-content/uploads/a.pdf"',
    );
    expect(clean('<a href="https://wordpress.org/">a</a>')).toContain(
      'href="https://wordpress.org/"',
    );
  });

  it('protects links that open a new tab and drops other targets', () => {
    expect(clean('<a href="https://x.test/" target="_blank">a</a>')).toBe(
      '<a href="https://x.test/" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(clean('<a href="https://x.test/" target="top">a</a>')).toBe(
      '<a href="https://x.test/">a</a>',
    );
  });

  it('makes images and allowed embeds lazy, and titles embeds', () => {
    expect(clean('<img src="https://x.test/a.png" alt="A">')).toBe(
      '<img src="https://x.test/a.png" alt="A" loading="lazy" decoding="async" />',
    );
    expect(clean('<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>')).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/x" loading="lazy" title="Embedded content"></iframe>',
    );
  });

  it('points site-relative uploads at WordPress', () => {
    expect(clean('<img src="/wp-content/uploads/a.png" alt="">')).toContain(
      'src="http://127.0.0.1:4000/wp-content/uploads/a.png"',
    );
  });

  it('answers an empty string for missing HTML', () => {
    expect(sanitizeWordPressHtml(null, options)).toBe('');
    expect(sanitizeWordPressHtml(undefined, options)).toBe('');
  });
});
