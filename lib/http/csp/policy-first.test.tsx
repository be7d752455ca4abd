import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { putPolicyFirst } from './policy-first';

describe('putPolicyFirst', () => {
  it("writes the policy right after the charset, before every other element of the page's head", () => {
    const head = [
      <meta key="c" charSet="utf-8" />,
      <link key="i" rel="icon" href="https://cms.example.com/icon.png" />,
      <script key="j" type="application/ld+json">
        {'{}'}
      </script>,
    ];
    putPolicyFirst(head, "default-src 'self'; img-src 'self'");
    expect(renderToStaticMarkup(<>{head}</>)).toBe(
      '<meta charSet="utf-8"/>' +
        '<meta http-equiv="Content-Security-Policy" content="default-src &#x27;self&#x27;; img-src &#x27;self&#x27;"/>' +
        '<link rel="icon" href="https://cms.example.com/icon.png"/>' +
        '<script type="application/ld+json">{}</script>',
    );
  });

  it('goes first when there is no charset, and adds nothing without a policy', () => {
    const head = [<title key="t">x</title>];
    putPolicyFirst(head, "default-src 'self'");
    expect(head[0]?.props).toMatchObject({ httpEquiv: 'Content-Security-Policy' });
    const untouched = [<title key="t">x</title>];
    putPolicyFirst(untouched, null);
    expect(untouched).toHaveLength(1);
  });
});
