import { describe, expect, it } from 'vitest';
import { headMarkup } from '@/tests/support/head-markup';
import { SiteIconLink } from './SiteIconLink';
import { layoutFixture } from './test/layoutFixture';

describe('SiteIconLink', () => {
  it("names WordPress's icon in the head when the site has one", () => {
    const icon = { url: 'https://cms.example/icon.png', alt: '', width: 32, height: 32 };
    expect(headMarkup(<SiteIconLink layout={{ ...layoutFixture, icon }} />)).toContain(
      '<link rel="icon" href="https://cms.example/icon.png"/>',
    );
  });

  it("names the project's icon otherwise, and /favicon.ico without site data", () => {
    expect(headMarkup(<SiteIconLink layout={layoutFixture} />)).toContain(
      '<link rel="icon" href="/img/favicon.ico"/>',
    );
    expect(headMarkup(<SiteIconLink layout={undefined} />)).toContain(
      '<link rel="icon" href="/favicon.ico"/>',
    );
  });
});
