/** What one page's Content-Security-Policy is made from. */
export interface PolicyInputs {
  /** `'sha256-…'` sources of the inline scripts a page may run. */
  scriptHashes: readonly string[];
  /** WordPress's origin: its uploads are the site's images and media. */
  wordpressUrl: string;
  /** Hosts the Iframe and Vidyard blocks may frame (https only). */
  embedHosts: readonly string[];
  /** The Marketo block's host, when it is configured. */
  marketoBaseUrl: string | null;
  frameAncestors: "'self'" | "'none'";
}

/**
 * The policy of a page: scripts from the site itself plus the inline ones it knows (by hash),
 * styles inline (Chakra's emotion writes <style> elements), images and
 * media from the site and WordPress, frames from the embed allow-list only, nothing else loaded
 * from elsewhere; no plugins, no <base> elsewhere, forms to the site (and Marketo's host).
 */
export function contentSecurityPolicy(inputs: PolicyInputs): string {
  const wordpress = new URL(inputs.wordpressUrl).origin;
  const marketo = inputs.marketoBaseUrl ? [new URL(inputs.marketoBaseUrl).origin] : [];
  const script = ["'self'", ...inputs.scriptHashes, ...marketo];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', wordpress, ...marketo]],
    ['media-src', ["'self'", wordpress]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...marketo]],
    ['frame-src', [...inputs.embedHosts.map((host) => `https://${host}`), ...marketo]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...marketo]],
    ['frame-ancestors', [inputs.frameAncestors]],
  ];
  return directives
    .map(([name, sources]) => `${name} ${sources.length > 0 ? sources.join(' ') : "'none'"}`)
    .join('; ');
}
