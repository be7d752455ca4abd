import { describe, expect, it } from 'vitest';
import { medianFigures } from './medians';

describe('medianFigures', () => {
  it('takes the median of each figure on its own', () => {
    const runs = [
      { performance: 90, tbtMs: 300 },
      { performance: 70, tbtMs: 100 },
      { performance: 80, tbtMs: 900 },
    ];
    expect(medianFigures(runs, ['performance', 'tbtMs'])).toEqual({ performance: 80, tbtMs: 300 });
  });

  it('is the one figure of a single run', () => {
    expect(medianFigures([{ cls: 0.1 }], ['cls'])).toEqual({ cls: 0.1 });
  });

  it('is null without a successful run', () => {
    expect(medianFigures([], ['cls'])).toBeNull();
  });
});
