// @vitest-environment jsdom
import type { MouseEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { isRoutableClick } from './routable-click';

const anchor = (attributes: Record<string, string> = {}) => {
  const a = document.createElement('a');
  a.href = '/about/';
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  return a;
};
const click = (init: Partial<MouseEvent<Element>> = {}) =>
  ({ defaultPrevented: false, button: 0, ...init }) as MouseEvent<Element>;

describe('isRoutableClick', () => {
  it('routes a plain primary click on a link that stays in this tab', () => {
    expect(isRoutableClick(click(), anchor())).toBe(true);
    expect(isRoutableClick(click(), anchor({ target: '_self' }))).toBe(true);
  });

  it('leaves modified, secondary and already handled clicks to the browser', () => {
    for (const init of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { defaultPrevented: true },
    ]) {
      expect(isRoutableClick(click(init), anchor()), JSON.stringify(init)).toBe(false);
    }
  });

  it('leaves links opening elsewhere or downloading to the browser', () => {
    expect(isRoutableClick(click(), anchor({ target: '_blank' }))).toBe(false);
    expect(isRoutableClick(click(), anchor({ download: '' }))).toBe(false);
  });
});
