import { describe, expect, it } from 'vitest';
import { FEATURED_IMAGE_SIZES, HALF_COLUMN_SIZES, NARROW_COLUMN_SIZES } from './image-slots';

describe('image slots', () => {
  it('size a two-column image by its column: the width less the gutters, then half the content', () => {
    expect(HALF_COLUMN_SIZES).toBe(
      '(max-width: 64em) calc(100vw - 3rem), min(calc(50vw - 3rem), 626px)',
    );
  });

  it('size the featured image by the content width and the narrow column by 48rem', () => {
    expect(FEATURED_IMAGE_SIZES).toBe('(max-width: 1300px) 100vw, 1300px');
    expect(NARROW_COLUMN_SIZES).toBe('(max-width: 816px) calc(100vw - 3rem), 768px');
  });
});
