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
    // calc() is a block support's value (lib/html/css-allowlist.ts); `position` is never kept.
    expect(clean('<figure style="width:calc(1px + 1px);position:fixed">x</figure>')).toBe(
      '<figure style="width:calc(1px + 1px)">x</figure>',
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

describe('sanitizeWordPressHtml: block supports', () => {
  it.each([
    [
      "a cover's min height and overlay colour",
      '<div class="wp-block-cover" style="min-height:300px"><span aria-hidden="true" class="wp-block-cover__background has-background-dim-60 has-background-dim" style="background-color:#2c2c2c"></span>' +
        '<div class="wp-block-cover__inner-container"><p class="has-text-align-center">Cover</p></div></div>',
    ],
    [
      "a column's width",
      '<div class="wp-block-columns are-vertically-aligned-center"><div class="wp-block-column is-vertically-aligned-center" style="flex-basis:66.66%"><p>Two thirds</p></div></div>',
    ],
    [
      "a button's radius and colours",
      '<div class="wp-block-button"><a class="wp-block-button__link has-text-color has-background wp-element-button" href="#" style="border-radius:9px;color:#ffffff;background-color:#cf2e2e">Go</a></div>',
    ],
    [
      "a spacer's height",
      '<div style="height:var(--wp--preset--spacing--50)" aria-hidden="true" class="wp-block-spacer"></div>',
    ],
    [
      "media & text's media width",
      '<div class="wp-block-media-text is-stacked-on-mobile" style="grid-template-columns:auto 64%"><div class="wp-block-media-text__content"><p>Text</p></div></div>',
    ],
    [
      'a gradient background',
      '<div class="wp-block-group has-background" style="background:linear-gradient(135deg,rgb(6,147,227) 0%,rgb(155,81,224) 100%)"><p>Group</p></div>',
    ],
    [
      "a group's background image from WordPress's uploads",
      '<div class="wp-block-group has-background" style="background-image:url(\'http://127.0.0.1:4000/wp-content/uploads/2024/01/sky.jpg\');background-size:cover;background-position:50% 50%"><p>Group</p></div>',
    ],
    [
      'typography',
      '<p style="font-family:var(--wp--preset--font-family--body);font-size:clamp(1rem, 2vw, 2rem);font-style:italic;font-weight:900;line-height:2.4;letter-spacing:7px;text-transform:uppercase;text-decoration:line-through;writing-mode:vertical-rl">Text</p>',
    ],
    [
      'borders, spacing and sizes',
      '<figure class="wp-block-image" style="border-top-width:2px;border-top-style:dashed;border-top-color:#000;border-top-left-radius:4px;padding:0 var(--wp--preset--spacing--20);margin-top:-1rem;gap:1em 2em;aspect-ratio:16/9;object-fit:cover;width:min(100%, 640px)"></figure>',
    ],
    ['a list’s numbering', '<ol style="list-style-type:upper-roman"><li>One</li></ol>'],
  ])('keeps %s', (_name, html) => {
    expect(clean(html)).toBe(html);
  });

  it('points a background image given as a site path at WordPress', () => {
    expect(
      clean('<div style="background-image:url(/wp-content/uploads/2024/01/a.jpg)">x</div>'),
    ).toBe(
      '<div style="background-image:url(http://127.0.0.1:4000/wp-content/uploads/2024/01/a.jpg)">x</div>',
    );
  });

  it.each([
    ['an expression()', 'width:expression(alert(1))'],
    ['a javascript: URL', 'background-image:url(javascript:alert(1))'],
    ['a javascript: URL in the shorthand', 'background:url(javascript:alert(1))'],
    ['an image from another host', 'background-image:url(https://evil.example/x.png)'],
    ['a data: URL', 'background-image:url(data:image/svg+xml;base64,PHN2Zz4=)'],
    ['a path out of the uploads', 'background-image:url(/wp-content/uploads/../../x.png)'],
    ['position:fixed', 'position:fixed'],
    ['a behavior', 'behavior:url(x.htc)'],
    ['a -moz-binding', '-moz-binding:url(https://evil.example/x.xml#x)'],
    ['an escaped url()', 'background-image:\\75 rl(https://evil.example/x.png)'],
    ['an escaped property', '\\70 osition:fixed'],
    ['a declaration in a string', 'font-family:"a;position:fixed"'],
    ['a declaration in a function', 'width:var(--x;position:fixed)'],
    ['a value over the cap', `padding:var(--${'x'.repeat(400)})`],
  ])('drops %s', (_name, declaration) => {
    expect(clean(`<p style="${declaration.replace(/"/g, '&quot;')};color:red">x</p>`)).toBe(
      '<p style="color:red">x</p>',
    );
  });
});

/* Social Icons as WordPress renders it (the block is dynamic: its saved markup has no icon). */
const WORDPRESS_ICON =
  '<svg width="24" height="24" viewBox="0 0 24 24" version="1.1" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false"><path d="M12.158,12.786L9.46,20.625c0.806,0.237,1.657,0.366,2.54,0.366c1.047,0,2.051-0.181,2.986-0.51 c-0.024-0.038-0.046-0.079-0.065-0.124L12.158,12.786z M3.009,12c0,3.559,2.068,6.634,5.067,8.092L3.788,8.341 C3.289,9.459,3.009,10.696,3.009,12z M18.069,11.546c0-1.112-0.399-1.881-0.741-2.48c-0.456-0.741-0.883-1.368-0.883-2.109 c0-0.826,0.627-1.596,1.51-1.596c0.04,0,0.078,0.005,0.116,0.007C16.472,3.904,14.34,3.009,12,3.009 c-3.141,0-5.904,1.612-7.512,4.052c0.211,0.007,0.41,0.011,0.579,0.011c0.94,0,2.396-0.114,2.396-0.114 C7.947,6.93,8.004,7.642,7.52,7.699c0,0-0.487,0.057-1.029,0.085l3.274,9.739l1.968-5.901l-1.401-3.838 C9.848,7.756,9.389,7.699,9.389,7.699C8.904,7.67,8.961,6.93,9.446,6.958c0,0,1.484,0.114,2.368,0.114 c0.94,0,2.397-0.114,2.397-0.114c0.485-0.028,0.542,0.684,0.057,0.741c0,0-0.488,0.057-1.029,0.085l3.249,9.665l0.897-2.996 C17.841,13.284,18.069,12.316,18.069,11.546z M19.889,7.686c0.039,0.286,0.06,0.593,0.06,0.924c0,0.912-0.171,1.938-0.684,3.22 l-2.746,7.94c2.673-1.558,4.47-4.454,4.47-7.771C20.991,10.436,20.591,8.967,19.889,7.686z M12,22C6.486,22,2,17.514,2,12 C2,6.486,6.486,2,12,2c5.514,0,10,4.486,10,10C22,17.514,17.514,22,12,22z"></path></svg>';
const SOCIAL_ICONS =
  '<ul class="wp-block-social-links items-justified-center is-layout-flex wp-block-social-links-is-layout-flex">' +
  `<li class="wp-social-link wp-social-link-wordpress  wp-block-social-link"><a href="#" class="wp-block-social-link-anchor">${WORDPRESS_ICON}` +
  '<span class="wp-block-social-link-label screen-reader-text">WordPress</span></a></li></ul>';

describe('sanitizeWordPressHtml: SVG', () => {
  it("keeps a social link's icon: its path, viewBox and accessibility attributes", () => {
    const out = clean(SOCIAL_ICONS);
    // htmlparser2 lower-cases attribute names; the browser's parser restores `viewBox`.
    expect(out).toBe(
      SOCIAL_ICONS.replace('viewBox', 'viewbox').replace('wordpress  wp', 'wordpress wp'),
    );
    expect(out).toContain('<path d="M12.158,12.786L9.46,20.625');
    expect(out).toContain('class="wp-block-social-link-label screen-reader-text"');
  });

  it('keeps shapes, groups, titles and plain paint', () => {
    const icon =
      '<svg viewbox="0 0 10 10" role="img" aria-label="Dot"><title>Dot</title><g fill="currentColor" stroke="#000" stroke-width="1" transform="translate(1 1)">' +
      '<circle cx="5" cy="5" r="4"></circle><rect x="0" y="0" width="2" height="2" rx="1"></rect><ellipse cx="1" cy="1" rx="1" ry="2"></ellipse>' +
      '<line x1="0" y1="0" x2="1" y2="1"></line><polygon points="0,0 1,1 0,1" fill-rule="evenodd"></polygon></g></svg>';
    expect(clean(icon)).toBe(icon);
    expect(clean('<svg><path d="M0 0"/><path d="M1 1"/></svg>')).toBe(
      '<svg><path d="M0 0"></path><path d="M1 1"></path></svg>',
    );
  });

  it.each([
    ['a script', '<svg><script>alert(1)</script></svg>', '<svg></svg>'],
    ['a style', '<svg><style>*{display:none}</style></svg>', '<svg></svg>'],
    [
      'an event handler',
      '<svg onload="alert(1)"><path d="M0 0" onclick="x()"></path></svg>',
      '<svg><path d="M0 0"></path></svg>',
    ],
    [
      'use',
      '<svg><use href="#a"></use><use xlink:href="https://evil.example/x.svg#a"></use></svg>',
      '<svg></svg>',
    ],
    ['an image', '<svg><image href="https://evil.example/x.png"></image></svg>', '<svg></svg>'],
    [
      'a foreignObject',
      '<svg><foreignObject><img src="https://x.test/a.png" onerror="alert(1)"></foreignObject></svg>',
      '<svg></svg>',
    ],
    [
      'animation',
      '<svg><animate attributeName="href" to="javascript:alert(1)"></animate><set attributeName="x" to="1"></set></svg>',
      '<svg></svg>',
    ],
    ['a link', '<svg><a href="https://evil.example/">x</a></svg>', '<svg>x</svg>'],
    ['HTML', '<svg><p>x</p><img src="https://x.test/a.png"></svg>', '<svg>x</svg>'],
    [
      'hrefs',
      '<svg href="#a"><path xlink:href="#a" href="#b" d="M0"></path></svg>',
      '<svg><path d="M0"></path></svg>',
    ],
    [
      'paint from a URL',
      '<svg><path fill="url(https://evil.example/p.svg#g)" stroke="url(#g)" d="M0"></path></svg>',
      '<svg><path d="M0"></path></svg>',
    ],
    ['another namespace', '<svg xmlns="http://www.w3.org/1999/xhtml"></svg>', '<svg></svg>'],
    ['SVG content outside an svg', '<p><path d="M0"></path><title>t</title>x</p>', '<p>tx</p>'],
  ])('drops %s', (_name, html, expected) => {
    expect(clean(html)).toBe(expected);
  });

  it('drops markup that a parser could read otherwise inside SVG (mutation XSS)', () => {
    const out = clean('<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('onerror');
    expect(out).not.toContain('<style');
  });
});

describe('sanitizeWordPressHtml: block markup', () => {
  it('keeps details open, audio options and the download link', () => {
    const details =
      '<details class="wp-block-details" open><summary>Open</summary><p>Text</p></details>';
    expect(clean(details)).toBe(details);
    const audio =
      '<figure class="wp-block-audio"><audio controls src="http://127.0.0.1:4000/wp-content/uploads/a.mp3" autoplay muted playsinline loop></audio></figure>';
    expect(clean(audio)).toBe(audio);
    expect(
      clean('<a href="https://x.test/a.pdf" class="wp-block-file__button" download>Get</a>'),
    ).toBe('<a href="https://x.test/a.pdf" class="wp-block-file__button" download="">Get</a>');
  });

  it("plays audio and video from WordPress only, as the pages' policy allows", () => {
    expect(clean('<video controls src="/wp-content/uploads/v.mp4"></video>')).toBe(
      '<video controls src="http://127.0.0.1:4000/wp-content/uploads/v.mp4"></video>',
    );
    expect(clean('<video controls src="https://elsewhere.example/v.mov"></video>')).toBe(
      '<video controls></video>',
    );
    expect(
      clean(
        '<audio controls><source src="https://elsewhere.example/a.mp3" type="audio/mpeg" /></audio>',
      ),
    ).toBe('<audio controls><source type="audio/mpeg"></source></audio>');
  });

  it('keeps the classes blocks write besides wp-*, has-* and is-*', () => {
    const html =
      '<div class="wp-block-columns are-vertically-aligned-bottom"></div><ul class="wp-block-social-links items-justified-right"></ul>' +
      '<span class="screen-reader-text">Label</span><sup data-fn="1" class="fn"><a href="#1">1</a></sup>';
    expect(clean(html)).toBe(html.replace(' data-fn="1"', ''));
  });
});

/*
 * Blocks as WordPress saves them, from its block test data (../shared/wxr/64-block-test-data.xml,
 * `<content:encoded>`), block comments included.
 */
const TEST_DATA = {
  columns: `<!-- wp:columns {"verticalAlignment":"center"} -->
<div class="wp-block-columns are-vertically-aligned-center"><!-- wp:column {"verticalAlignment":"center"} -->
<div class="wp-block-column is-vertically-aligned-center"><!-- wp:paragraph -->
<p>No alignment, default. Column one</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column -->

<!-- wp:column {"width":"66.66%","backgroundColor":"pale-cyan-blue"} -->
<div class="wp-block-column has-pale-cyan-blue-background-color has-background" style="flex-basis:66.66%"><!-- wp:paragraph -->
<p>Two thirds</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column --></div>
<!-- /wp:columns -->`,
  cover: `<!-- wp:cover {"url":"https://wpthemetestdata.files.wordpress.com/2008/06/dsc20050102_192118_51.jpg","id":761,"dimRatio":50,"minHeight":100,"minHeightUnit":"vh","contentPosition":"center center","layout":{"type":"constrained"}} -->
<div class="wp-block-cover" style="min-height:100vh"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><img class="wp-block-cover__image-background wp-image-761" alt="" src="https://wpthemetestdata.files.wordpress.com/2008/06/dsc20050102_192118_51.jpg" data-object-fit="cover"/><div class="wp-block-cover__inner-container"><!-- wp:paragraph {"align":"center","placeholder":"Write title…","fontSize":"large"} -->
<p class="has-text-align-center has-large-font-size">Content</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:cover -->

<!-- wp:cover {"url":"https://wpthemetestdata.files.wordpress.com/2008/06/dsc20050102_192118_51.jpg","id":761,"dimRatio":50,"style":{"border":{"width":"5px","color":"#cf2e2e","radius":"5px"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-cover has-border-color" style="border-color:#cf2e2e;border-width:5px;border-radius:5px"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><img class="wp-block-cover__image-background wp-image-761" alt="" src="https://wpthemetestdata.files.wordpress.com/2008/06/dsc20050102_192118_51.jpg" data-object-fit="cover"/><div class="wp-block-cover__inner-container"><!-- wp:paragraph {"align":"center","placeholder":"Write title…","fontSize":"large"} -->
<p class="has-text-align-center has-large-font-size">Content</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:cover -->`,
  buttons: `<!-- wp:buttons -->
<div class="wp-block-buttons"><!-- wp:button {"style":{"border":{"width":"5px","color":"#cf2e2e","radius":"8px"}}} -->
<div class="wp-block-button"><a class="wp-block-button__link has-border-color wp-element-button" href="#" style="border-color:#cf2e2e;border-width:5px;border-radius:8px">Fill, linked, border radius 8, width 5px</a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons -->`,
  details: `<!-- wp:details {"showContent":true} -->
<details class="wp-block-details" open><summary>Open by default</summary><!-- wp:paragraph {"placeholder":"Type / to add a hidden block"} -->
<p>Paragraph block</p>
<!-- /wp:paragraph --></details>
<!-- /wp:details -->`,
  mediaText: `<!-- wp:media-text {"align":"","mediaId":769,"mediaLink":"https://wpthemetestdata.wordpress.com/2010/09/10/post-format-gallery/img_0747/","mediaType":"image","mediaWidth":20,"imageFill":false} -->
<div class="wp-block-media-text is-stacked-on-mobile" style="grid-template-columns:20% auto"><figure class="wp-block-media-text__media"><img src="https://wpthemetestdata.files.wordpress.com/2008/06/img_0747.jpg" alt="" class="wp-image-769 size-full"/></figure><div class="wp-block-media-text__content"><!-- wp:paragraph {"placeholder":"Content…"} -->
<p>Media width 20</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:media-text -->`,
  spacer: `<!-- wp:spacer {"height":"var:preset|spacing|50"} -->
<div style="height:var(--wp--preset--spacing--50)" aria-hidden="true" class="wp-block-spacer"></div>
<!-- /wp:spacer -->

<!-- wp:spacer {"height":"40px"} -->
<div style="height:40px" aria-hidden="true" class="wp-block-spacer"></div>
<!-- /wp:spacer -->`,
};

describe('sanitizeWordPressHtml: blocks from the block test data', () => {
  it.each([
    [
      'Columns',
      TEST_DATA.columns,
      [
        '<div class="wp-block-columns are-vertically-aligned-center">',
        '<div class="wp-block-column is-vertically-aligned-center">',
        'class="wp-block-column has-pale-cyan-blue-background-color has-background" style="flex-basis:66.66%"',
      ],
    ],
    [
      'Cover',
      TEST_DATA.cover,
      [
        '<div class="wp-block-cover" style="min-height:100vh">',
        '<span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span>',
        'class="wp-block-cover has-border-color" style="border-color:#cf2e2e;border-width:5px;border-radius:5px"',
        '<div class="wp-block-cover__inner-container">',
        '<p class="has-text-align-center has-large-font-size">Content</p>',
      ],
    ],
    [
      'Buttons',
      TEST_DATA.buttons,
      [
        '<a class="wp-block-button__link has-border-color wp-element-button" href="#" style="border-color:#cf2e2e;border-width:5px;border-radius:8px">',
      ],
    ],
    [
      'Social Icons',
      SOCIAL_ICONS,
      ['<svg width="24" height="24" viewbox="0 0 24 24"', '<path d="M12.158'],
    ],
    [
      'Details',
      TEST_DATA.details,
      ['<details class="wp-block-details" open><summary>Open by default</summary>'],
    ],
    [
      'Media & Text',
      TEST_DATA.mediaText,
      [
        '<div class="wp-block-media-text is-stacked-on-mobile" style="grid-template-columns:20% auto">',
        '<figure class="wp-block-media-text__media"><img src="https://wpthemetestdata.files.wordpress.com/2008/06/img_0747.jpg"',
      ],
    ],
    [
      'Spacer',
      TEST_DATA.spacer,
      [
        '<div style="height:var(--wp--preset--spacing--50)" aria-hidden="true" class="wp-block-spacer"></div>',
        '<div style="height:40px" aria-hidden="true" class="wp-block-spacer"></div>',
      ],
    ],
  ])('keeps the styles and attributes of %s', (_name, html, kept) => {
    const out = clean(html);
    for (const part of kept) expect(out).toContain(part);
    expect(out).not.toContain('<!--');
  });
});
