import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RouterContext } from '@/lib/next/router-context';
import { SiteProviders } from '@/components/layout/SiteProviders';
import { createMockRouter } from '@/components/layout/test/mockRouter';
import { chakraGlobalCss, GLOBAL_CSS_FILE } from './global-stylesheet';
import { system } from './system';

describe('the global stylesheet', () => {
  it('is what theme/system.ts makes (run `npm run theme:css` after changing the theme)', () => {
    const committed = readFileSync(path.join(__dirname, '..', GLOBAL_CSS_FILE), 'utf8');
    expect(committed).toBe(chakraGlobalCss(system));
  });

  it('holds the reset, the global styles and the tokens in light and dark', () => {
    const css = chakraGlobalCss(system);
    expect(css).toMatch(/^\/\*.*\*\/\n@layer reset,base,tokens,recipes;/);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('scroll-padding-top:5rem');
    expect(css).toContain('--chakra-colors-brand-400:#F4490C');
    expect(css).toContain('.dark');
  });

  it('is not written into the pages again', () => {
    const html = renderToString(
      <RouterContext.Provider value={createMockRouter()}>
        <SiteProviders>
          <p>page</p>
        </SiteProviders>
      </RouterContext.Provider>,
    );
    expect(html).toContain('<p>page</p>');
    expect(html).not.toContain('--chakra-colors-brand-400');
    expect(html).not.toContain('@layer reset{');
  });
});
