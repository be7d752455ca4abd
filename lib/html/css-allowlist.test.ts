import { describe, expect, it } from 'vitest';
import { MAX_VALUE_LENGTH, allowedStyles, uploadsOnWordPress } from './css-allowlist';
import { createLinkContext } from './internal-links';

const links = createLinkContext('http://127.0.0.1:4000', ['http://wp.example']);
const styles = allowedStyles(links);

/** Whether sanitize-html would keep `property: value`: one of the property's checks passes. */
const keeps = (property: string, value: string) =>
  Object.hasOwn(styles, property) && (styles[property] ?? []).some((check) => check.test(value));

describe('allowedStyles', () => {
  it.each([
    ['text-align', 'center'],
    ['color', '#194ada'],
    ['color', 'var(--wp--preset--color--vivid-red)'],
    ['background-color', 'rgba(0, 0, 0, 0.5)'],
    ['background', 'linear-gradient(135deg,rgb(6,147,227) 0%,rgb(155,81,224) 100%)'],
    ['background', 'repeating-radial-gradient(circle at 50% 50%, #fff 0, #000 10px)'],
    ['background-image', 'conic-gradient(from 90deg, hsl(0 100% 50%), hsla(120, 100%, 50%, 1))'],
    ['background-image', 'url(http://127.0.0.1:4000/wp-content/uploads/2024/01/a-1.jpg)'],
    ['background-image', "url('http://wp.example/wp-content/uploads/2024/01/a.jpg')"],
    ['background-image', 'url("/wp-content/uploads/2024/01/caf%C3%A9.jpg")'],
    ['background-size', 'cover'],
    ['background-position', '50% 50%'],
    ['background-repeat', 'no-repeat'],
    ['background-attachment', 'fixed'],
    ['border', '1px solid #cf2e2e'],
    ['border-radius', '90px'],
    ['border-top-left-radius', '4px'],
    ['border-left-width', '2px'],
    ['border-bottom-style', 'dotted'],
    ['font-size', 'clamp(1rem, 2vw + 0.5rem, 2rem)'],
    ['font-family', '"Helvetica Neue", Arial, sans-serif'],
    ['font-style', 'italic'],
    ['font-weight', '900'],
    ['line-height', '2.4'],
    ['letter-spacing', '7px'],
    ['text-transform', 'uppercase'],
    ['text-decoration', 'line-through'],
    ['writing-mode', 'vertical-rl'],
    ['padding', 'var(--wp--preset--spacing--50) 0'],
    ['margin-top', '-20px'],
    ['gap', 'min(2rem, 5vw)'],
    ['width', 'calc(100% - 2 * var(--gap))'],
    ['max-width', 'max(50%, 300px)'],
    ['min-height', '100vh'],
    ['aspect-ratio', '16/9'],
    ['object-fit', 'cover'],
    ['object-position', '29% 37%'],
    ['flex-basis', '66.66%'],
    ['flex-grow', '1'],
    ['align-self', 'center'],
    ['grid-column', 'span 2'],
    ['grid-row', '1 / 3'],
    ['grid-template-columns', 'auto 64%'],
    ['opacity', '0.5'],
    ['list-style-type', 'upper-roman'],
  ])('keeps %s: %s', (property, value) => {
    expect(keeps(property, value)).toBe(true);
  });

  it.each([
    ['position', 'fixed'],
    ['position', 'absolute'],
    ['behavior', 'url(x.htc)'],
    ['-moz-binding', 'url(https://evil.example/x.xml#x)'],
    ['display', 'none'],
    ['z-index', '99999'],
    ['filter', 'url(#x)'],
    ['content', '"x"'],
  ])('drops the property %s', (property, value) => {
    expect(keeps(property, value)).toBe(false);
  });

  it.each([
    ['width', 'expression(alert(1))'],
    ['background', 'url(javascript:alert(1))'],
    ['background-image', 'url(javascript:alert(1))'],
    ['background-image', 'url(https://evil.example/x.png)'],
    ['background-image', 'url(//evil.example/wp-content/uploads/x.png)'],
    ['background-image', 'url(https://evil.example/wp-content/uploads/x.png)'],
    ['background-image', 'url(http://127.0.0.1:4000.evil.example/wp-content/uploads/x.png)'],
    ['background-image', 'url(data:image/svg+xml;base64,PHN2Zz4=)'],
    ['background-image', 'url(/wp-content/uploads/../../wp-admin/x.png)'],
    ['background-image', 'url(/wp-content/uploads/%2e%2E/x.png)'],
    ['background-image', 'url(/wp-content/plugins/x.png)'],
    ['background-image', 'url(/wp-content/uploads/a.png), url(https://evil.example/x.png)'],
    ['background-image', 'xurl(/wp-content/uploads/a.png)'],
    ['background-image', 'image-set("/wp-content/uploads/a.png" 1x)'],
    ['background', 'url(/wp-content/uploads/a.png)'],
    ['color', '\\75 rl(https://evil.example/x.png)'],
    ['color', 'red\\;position:fixed'],
    ['color', 'var(--x);color:red'],
    ['color', 'var(--x)}a{color:red'],
    ['color', 'red /* x */'],
    ['color', '<script>'],
    ['color', '@import'],
    ['width', '(1px + 1px)'],
    ['width', 'xcalc(1px)'],
    ['width', '-moz-calc(1px)'],
    ['width', 'attr(data-x)'],
    ['width', 'env(safe-area-inset-left)'],
    ['width', ''],
    ['font-style', 'var(--x)'],
    ['text-align', 'middle'],
  ])('drops %s: %s', (property, value) => {
    expect(keeps(property, value)).toBe(false);
  });

  it(`caps a value at ${MAX_VALUE_LENGTH} characters`, () => {
    const value = (length: number) => `var(--${'x'.repeat(length - 'var(--)'.length)})`;
    expect(keeps('padding', value(MAX_VALUE_LENGTH))).toBe(true);
    expect(keeps('padding', value(MAX_VALUE_LENGTH + 1))).toBe(false);
  });

  it("reads WordPress's address from the link context", () => {
    const other = allowedStyles(createLinkContext('https://cms.example/blog', []));
    const ok = (value: string) =>
      (other['background-image'] ?? []).some((check) => check.test(value));
    expect(ok('url(https://cms.example/blog/wp-content/uploads/a.jpg)')).toBe(true);
    expect(ok('url(http://127.0.0.1:4000/wp-content/uploads/a.jpg)')).toBe(false);
  });
});

describe('uploadsOnWordPress', () => {
  it('points site paths to uploads at WordPress, quoted or not', () => {
    expect(
      uploadsOnWordPress(
        "background-image:url('/wp-content/uploads/a.jpg');background-size:cover",
        links,
      ),
    ).toBe(
      "background-image:url('http://127.0.0.1:4000/wp-content/uploads/a.jpg');background-size:cover",
    );
    expect(uploadsOnWordPress('background-image:url( /wp-content/uploads/a.jpg)', links)).toBe(
      'background-image:url(http://127.0.0.1:4000/wp-content/uploads/a.jpg)',
    );
  });

  it('leaves absolute URLs and other paths alone', () => {
    const style = 'background-image:url(https://evil.example/wp-content/uploads/a.jpg)';
    expect(uploadsOnWordPress(style, links)).toBe(style);
    expect(uploadsOnWordPress('background:url(//x/wp-content/uploads/a)', links)).toBe(
      'background:url(//x/wp-content/uploads/a)',
    );
  });
});
