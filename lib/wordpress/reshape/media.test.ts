import { describe, expect, it } from 'vitest';
import { reshapeImage, reshapeLink } from './media';
import { testContext } from './test/context';

const { context } = testContext();

describe('reshapeImage', () => {
  it('keeps url, alt and size', () => {
    expect(
      reshapeImage({
        sourceUrl: 'http://127.0.0.1:8080/wp-content/uploads/a.jpg',
        altText: 'A',
        mediaDetails: { width: 1200, height: 800 },
      }),
    ).toEqual({
      url: 'http://127.0.0.1:8080/wp-content/uploads/a.jpg',
      alt: 'A',
      width: 1200,
      height: 800,
    });
  });

  it('is null without an http(s) address, and fills in missing alt and size', () => {
    expect(reshapeImage(null)).toBeNull();
    expect(
      reshapeImage({ sourceUrl: 'javascript:alert(1)', altText: null, mediaDetails: null }),
    ).toBeNull();
    expect(
      reshapeImage({ sourceUrl: 'https://x.test/a.png', altText: null, mediaDetails: null }),
    ).toEqual({
      url: 'https://x.test/a.png',
      alt: '',
      width: null,
      height: null,
    });
  });
});

describe('reshapeLink', () => {
  it('turns an internal URL into a site path, an empty target into null', () => {
    expect(
      reshapeLink({ title: 'About', url: 'http://127.0.0.1:8080/about/', target: '' }, context),
    ).toEqual({
      title: 'About',
      url: '/about/',
      target: null,
    });
  });

  it('keeps external, mailto and tel links and a _blank target', () => {
    expect(
      reshapeLink({ title: 'Docs', url: 'https://wordpress.org/', target: '_blank' }, context),
    ).toEqual({
      title: 'Docs',
      url: 'https://wordpress.org/',
      target: '_blank',
    });
    expect(reshapeLink({ title: 'Mail', url: 'mailto:a@b.c', target: null }, context)?.url).toBe(
      'mailto:a@b.c',
    );
  });

  it('drops missing, javascript:, protocol-relative and bare-word addresses', () => {
    for (const url of [
      null,
      '',
      'javascript:alert(1)',
      '//evil.test/',
      'pricing',
      'data:text/html,x',
    ]) {
      expect(reshapeLink({ title: 'x', url, target: null }, context)).toBeNull();
    }
    expect(reshapeLink(null, context)).toBeNull();
  });
});
