import { describe, expect, it } from 'vitest';
import { imageSizes, imageSrcset, matchesRatio, type ImageMetadata } from './srcset';

/** Reference attachments 1692 (a GIF) and 1686 (a JPEG), with what WordPress answers for them. */
const sizes = (ext: string, mime: string): ImageMetadata['sizes'] => ({
  medium: { file: `a-300x200.${ext}`, width: 300, height: 200, 'mime-type': mime },
  large: { file: `a-1024x683.${ext}`, width: 1024, height: 683, 'mime-type': mime },
  thumbnail: { file: `a-150x150.${ext}`, width: 150, height: 150, 'mime-type': mime },
  medium_large: { file: `a-768x512.${ext}`, width: 768, height: 512, 'mime-type': mime },
});
const gif: ImageMetadata = {
  width: 1200,
  height: 800,
  file: '2014/01/a.gif',
  sizes: sizes('gif', 'image/gif'),
};
const jpeg: ImageMetadata = {
  width: 1200,
  height: 800,
  file: '2013/09/a.jpg',
  sizes: sizes('jpg', 'image/jpeg'),
};

describe('responsive image attributes as WordPress computes them', () => {
  it('lists the sizes of the same ratio, in the metadata order, the original last unless a GIF', () => {
    expect(imageSrcset(gif, 'medium', 'u/')).toBe(
      'u/2014/01/a-300x200.gif 300w, u/2014/01/a-1024x683.gif 1024w, u/2014/01/a-768x512.gif 768w',
    );
    expect(imageSrcset(jpeg, 'medium', 'u')).toBe(
      'u/2013/09/a-300x200.jpg 300w, u/2013/09/a-1024x683.jpg 1024w, u/2013/09/a-768x512.jpg 768w, u/2013/09/a.jpg 1200w',
    );
    // The square thumbnail has only itself: no srcset.
    expect(imageSrcset(jpeg, 'thumbnail', 'u/')).toBeNull();
  });

  it('puts the file shown first (wp_calculate_image_srcset, #35030); none for a GIF shown whole', () => {
    expect(imageSrcset(jpeg, 'large', 'u/')).toBe(
      'u/2013/09/a-1024x683.jpg 1024w, u/2013/09/a-300x200.jpg 300w, u/2013/09/a-768x512.jpg 768w, u/2013/09/a.jpg 1200w',
    );
    expect(imageSrcset(jpeg, '2048x2048', 'u/')).toBe(
      'u/2013/09/a.jpg 1200w, u/2013/09/a-300x200.jpg 300w, u/2013/09/a-1024x683.jpg 1024w, u/2013/09/a-768x512.jpg 768w',
    );
    expect(imageSrcset(gif, '2048x2048', 'u/')).toBeNull();
  });

  it('matches ratios within a pixel and sizes the shown width', () => {
    expect(matchesRatio(300, 200, 1024, 683)).toBe(true);
    expect(matchesRatio(300, 200, 150, 150)).toBe(false);
    expect(imageSizes(gif, 'medium')).toBe('(max-width: 300px) 100vw, 300px');
    expect(imageSizes(gif, 'large')).toBe('(max-width: 1024px) 100vw, 1024px');
  });
});
