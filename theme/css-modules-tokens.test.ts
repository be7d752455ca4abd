import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { system } from './system';
import { CONTENT_WIDTH } from './content-width';

const ROOT = join(__dirname, '..');

function cssModules(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.module.css'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the content width', () => {
  it('is the theme token sizes.content, 1300px', () => {
    expect(system.token('sizes.content')).toBe(CONTENT_WIDTH);
    expect(CONTENT_WIDTH).toBe('1300px');
  });

  it('is read from the token by the CSS Modules, never written again', () => {
    const variable = system.token.var('sizes.content');
    expect(variable).toBe('var(--chakra-sizes-content)');
    const files = [...cssModules('components'), ...cssModules('blocks')];
    const readers = files.filter((file) => readFileSync(file, 'utf8').includes(variable));
    expect(readers.length).toBeGreaterThanOrEqual(5);
    for (const file of files) {
      expect(readFileSync(file, 'utf8'), file).not.toContain(CONTENT_WIDTH);
    }
  });
});

describe('the CSS Modules', () => {
  it('read colours and sizes from the theme: every Chakra variable they use is a token, with no fallback', () => {
    const defined = new Set<string>();
    const collect = (value: unknown): void => {
      if (!value || typeof value !== 'object') return;
      for (const [key, inner] of Object.entries(value)) {
        if (key.startsWith('--')) defined.add(key);
        collect(inner);
      }
    };
    collect(system.getTokenCss());
    for (const file of [...cssModules('components'), ...cssModules('blocks')]) {
      const css = readFileSync(file, 'utf8');
      for (const [, name, fallback] of css.matchAll(/var\((--chakra-[a-z0-9-]+)\s*(,[^)]*)?\)/g)) {
        expect(defined.has(name!), `${file}: ${name} is not a theme token`).toBe(true);
        expect(fallback, `${file}: ${name} re-types its token as a fallback`).toBeUndefined();
      }
    }
  });

  it('write no colour of their own: no hex, rgb() or hsl() values, only theme tokens', () => {
    for (const file of [...cssModules('components'), ...cssModules('blocks')]) {
      const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      expect(css.match(/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(/gi), file).toBeNull();
    }
  });
});
