import { describe, expect, it } from 'vitest';
import type { SiteIconFieldsFragment } from '../generated/graphql';
import { reshapeSiteIcon } from './site-icon';

const media = (sourceUrl: string | null) => ({
  node: { sourceUrl, altText: null, mediaDetails: { width: 512, height: 512 } },
});

function fields(favicon: string | null, siteIcon: string | null): SiteIconFieldsFragment {
  return {
    generalSettings: { siteIcon: siteIcon === null ? null : media(siteIcon) },
    siteOptionsPage: { siteOptions: { favicon: favicon === null ? null : media(favicon) } },
  };
}

describe('reshapeSiteIcon', () => {
  it("takes the site options' favicon first", () => {
    expect(
      reshapeSiteIcon(fields('https://wp.test/fav.png', 'https://wp.test/icon.png'))?.url,
    ).toBe('https://wp.test/fav.png');
  });

  it("falls back to WordPress's Site Icon", () => {
    expect(reshapeSiteIcon(fields(null, 'https://wp.test/icon.png'))).toEqual({
      url: 'https://wp.test/icon.png',
      alt: '',
      width: 512,
      height: 512,
    });
  });

  it('is null when WordPress has neither (or no usable address)', () => {
    expect(reshapeSiteIcon(fields(null, null))).toBeNull();
    expect(reshapeSiteIcon(fields('javascript:alert(1)', null))).toBeNull();
    expect(
      reshapeSiteIcon({ generalSettings: null, siteOptionsPage: { siteOptions: null } }),
    ).toBeNull();
  });
});
