import { ThemeProvider } from 'next-themes';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { THEME_PROPS } from '@/components/layout/SiteProviders';
import { scriptHashSource } from './script-hash';
import { THEME_SCRIPT_HASH } from './theme-script';

it("allows exactly the colour-mode script next-themes writes for the site's settings", () => {
  const html = renderToStaticMarkup(
    <ThemeProvider {...THEME_PROPS}>
      <span />
    </ThemeProvider>,
  );
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(scripts).toHaveLength(1);
  expect(scriptHashSource(scripts[0]!), 'update THEME_SCRIPT_HASH to this').toBe(THEME_SCRIPT_HASH);
});
