import type { Page, Response } from '@playwright/test';

/**
 * The Content-Security-Policy a page is under: its header's (the whole policy, scripts by hash,
 * from the header rules the server wrote: lib/next/served-header-rules.ts), and any <meta>
 * policy in its HTML, which a browser would enforce as well (there should be none).
 */
export async function effectivePolicy(response: Response | null): Promise<string[]> {
  if (!response) return [];
  const header = response.headers()['content-security-policy'];
  const html = await response.text();
  const meta = [
    ...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/gi),
  ].map((match) => match[1]!.replaceAll('&#x27;', "'").replaceAll('&amp;', '&'));
  return [...(header ? [header] : []), ...meta];
}

/** One directive's sources across the policies, e.g. `script-src` → ["'self' 'sha256-…'"]. */
export function directiveOf(policies: string[], name: string): string[] {
  return policies
    .flatMap((policy) => policy.split(/;\s*/))
    .filter((directive) => directive.startsWith(`${name} `))
    .map((directive) => directive.slice(name.length + 1));
}

/**
 * What the page's policy blocks of what a foreign script would try: a script from another
 * origin, an inline script and an image from another origin are added to the document; the
 * violations the browser reports are returned (directive and what was blocked).
 */
export async function foreignContentViolations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const seen: string[] = [];
    const listener = (event: SecurityPolicyViolationEvent) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    document.addEventListener('securitypolicyviolation', listener);
    const script = document.createElement('script');
    script.src = 'https://foreign.example/evil.js';
    document.body.append(script);
    const inline = document.createElement('script');
    inline.textContent = 'window.__inlineRan = true';
    document.body.append(inline);
    const image = document.createElement('img');
    image.src = 'https://foreign.example/pixel.png';
    document.body.append(image);
    await new Promise((resolve) => setTimeout(resolve, 500));
    document.removeEventListener('securitypolicyviolation', listener);
    if ((window as unknown as { __inlineRan?: boolean }).__inlineRan) seen.push('inline ran');
    return seen.sort();
  });
}
