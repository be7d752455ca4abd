/**
 * robots.txt: the sitemap's address always; everything disallowed when the site asks search
 * engines not to index it (WordPress's "discourage search engines", `blog_public` 0), as
 * WordPress's own robots.txt does.
 */
export function buildRobotsTxt(siteUrl: string, discouraged: boolean): string {
  const rules = discouraged ? ['User-agent: *', 'Disallow: /'] : ['User-agent: *', 'Disallow:'];
  return `${rules.join('\n')}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
