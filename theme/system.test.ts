import { describe, expect, it } from 'vitest';
import { breakpoints, system } from './system';

describe('the site system', () => {
  it("has the site's own breakpoints (Chakra writes em as rem: the same in a media query)", () => {
    expect(breakpoints).toEqual({ sm: '40em', md: '52em', lg: '64em', xl: '80em', xxl: '121em' });
    expect(system.breakpoints.values.map(({ name, min }) => [name, min])).toEqual([
      ['sm', '40rem'],
      ['md', '52rem'],
      ['lg', '64rem'],
      ['xl', '80rem'],
      ['xxl', '121rem'],
    ]);
    expect(system.breakpoints.up('xl')).toBe('@media screen and (min-width: 80rem)');
  });

  it('has the brand primary 400 #F4490C', () => {
    expect(system.token('colors.brand.400')).toBe('#F4490C');
  });

  it('sets Barlow for body and headings', () => {
    expect(system.token('fonts.body')).toMatch(/^Barlow,/);
    expect(system.token('fonts.heading')).toMatch(/^Barlow,/);
  });

  it('has light and dark values for the colours pages use', () => {
    const css = JSON.stringify(system.getTokenCss());
    expect(css).toContain('.dark');
    for (const token of ['bg', 'fg', 'border', 'brand.solid', 'brand.fg']) {
      expect(system.tokens.getByName(`colors.${token}`), token).toBeDefined();
    }
  });

  it('puts toasts on top at z-index 5500 and content at most 1300px wide', () => {
    expect(system.token('zIndex.toast')).toBe('5500');
    expect(system.token('sizes.content')).toBe('1300px');
  });

  it("registers none of Chakra's component recipes", () => {
    expect(Object.keys(system._config.theme?.recipes ?? {})).toEqual([]);
    expect(Object.keys(system._config.theme?.slotRecipes ?? {})).toEqual([]);
  });
});
