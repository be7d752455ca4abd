import { describe, expect, it } from 'vitest';
import { buildRobotsTxt } from './robots-txt';

describe('robots.txt', () => {
  it('allows everything and names the sitemap when search engines are welcome', () => {
    expect(buildRobotsTxt('https://news.example.com', false)).toBe(
      'User-agent: *\nDisallow:\n\nSitemap: https://news.example.com/sitemap.xml\n',
    );
  });

  it('disallows everything when the site discourages search engines', () => {
    const text = buildRobotsTxt('https://news.example.com', true);
    expect(text.split('\n')).toContain('Disallow: /');
    expect(text).toContain('Sitemap: https://news.example.com/sitemap.xml');
  });
});
