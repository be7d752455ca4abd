import { describe, expect, it } from 'vitest';
import { layoutFixture } from '@/components/layout/test/layoutFixture';
import { FAVICON_PATH, PROJECT_ICON_PATH, siteIconHref } from './site-icon-href';

describe('siteIconHref', () => {
  it("names WordPress's icon when the layout has one", () => {
    const icon = { url: 'https://cms.example/icon.png', alt: '', width: 32, height: 32 };
    expect(siteIconHref({ ...layoutFixture, icon })).toBe('https://cms.example/icon.png');
  });

  it("names the project's icon when WordPress has none", () => {
    expect(siteIconHref({ ...layoutFixture, icon: null })).toBe(PROJECT_ICON_PATH);
  });

  it('names /favicon.ico on a page without site data', () => {
    expect(siteIconHref(undefined)).toBe(FAVICON_PATH);
  });
});
