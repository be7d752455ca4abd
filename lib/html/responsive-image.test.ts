import { describe, expect, it } from 'vitest';
import { imageCandidates, optimizedImageUrl } from './responsive-image';

const url = 'http://127.0.0.1:4000/wp-content/uploads/2026/07/a b.png';

describe('imageCandidates', () => {
  it("offers optimizer widths up to the first that covers the image's own", () => {
    const { src, srcSet } = imageCandidates(url, 1000);
    expect(srcSet?.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '640w',
      '750w',
      '828w',
      '1080w',
    ]);
    expect(src).toBe(optimizedImageUrl(url, 1080));
    expect(src).toBe(`/_next/image/?url=${encodeURIComponent(url)}&w=1080&q=75`);
  });

  it('addresses the optimizer at its trailing-slash path, which answers without a redirect', () => {
    expect(optimizedImageUrl(url, 640)).toMatch(/^\/_next\/image\/\?url=/);
  });

  it('offers every width when the size is unknown or larger than all', () => {
    expect(imageCandidates(url, null).srcSet?.split(', ')).toHaveLength(8);
    expect(imageCandidates(url, 9000).srcSet?.split(', ')).toHaveLength(8);
  });

  it('serves SVG and GIF as they are', () => {
    expect(imageCandidates('https://x.test/logo.svg', 100)).toEqual({
      src: 'https://x.test/logo.svg',
      srcSet: null,
    });
    expect(imageCandidates('https://x.test/a.GIF?v=1', 100).srcSet).toBeNull();
  });
});
