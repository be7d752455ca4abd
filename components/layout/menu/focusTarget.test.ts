import { describe, expect, it } from 'vitest';
import { focusTarget } from './focusTarget';

describe('focusTarget, vertical (accordion headers)', () => {
  it('moves down and up, wrapping at both ends', () => {
    expect(focusTarget('ArrowDown', 0, 3, 'vertical')).toBe(1);
    expect(focusTarget('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(focusTarget('ArrowUp', 1, 3, 'vertical')).toBe(0);
    expect(focusTarget('ArrowUp', 0, 3, 'vertical')).toBe(2);
  });

  it('jumps to the first with Home and the last with End', () => {
    expect(focusTarget('Home', 2, 3, 'vertical')).toBe(0);
    expect(focusTarget('End', 0, 3, 'vertical')).toBe(2);
  });

  it('leaves other keys, including the other axis, to the browser', () => {
    expect(focusTarget('Enter', 0, 3, 'vertical')).toBeNull();
    expect(focusTarget('ArrowRight', 0, 3, 'vertical')).toBeNull();
    expect(focusTarget('Tab', 0, 3, 'vertical')).toBeNull();
  });

  it('does nothing without controls', () => {
    expect(focusTarget('ArrowDown', 0, 0, 'vertical')).toBeNull();
  });
});

describe('focusTarget, horizontal (top-level menu items)', () => {
  it('moves right and left, wrapping', () => {
    expect(focusTarget('ArrowRight', 0, 4, 'horizontal')).toBe(1);
    expect(focusTarget('ArrowRight', 3, 4, 'horizontal')).toBe(0);
    expect(focusTarget('ArrowLeft', 0, 4, 'horizontal')).toBe(3);
    expect(focusTarget('End', 1, 4, 'horizontal')).toBe(3);
    expect(focusTarget('ArrowDown', 1, 4, 'horizontal')).toBeNull();
  });
});
