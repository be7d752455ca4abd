import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokens } from './tokens';
import { PRELOADED_FONT_URLS } from './font-preload';

const ROOT = join(__dirname, '..');
const FONTS_CSS = join(__dirname, 'fonts.css');
const FONTSOURCE = join(ROOT, 'node_modules', '@fontsource', 'barlow');

interface Face {
  style: string;
  weight: number;
  file: string;
  unicodeRange: string;
  display: string;
}

function faces(css: string): Face[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
    const get = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim() ?? '';
    return {
      style: get('font-style'),
      weight: Number(get('font-weight')),
      file: /url\('([^']+)'\)/.exec(body)?.[1] ?? '',
      unicodeRange: get('unicode-range').replace(/\s+/g, ''),
      display: get('font-display'),
    };
  });
}

/** The weights the site's styles ask for: the theme's fontWeights and the CSS Modules' own. */
function usedWeights(): Set<number> {
  const weights = new Set(
    Object.values(tokens.fontWeights ?? {}).map((token) =>
      Number((token as { value: string }).value),
    ),
  );
  for (const dir of ['components', 'blocks']) {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.css')) continue;
      const css = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      for (const [, weight] of css.matchAll(/font-weight:\s*(\d+)/g)) weights.add(Number(weight));
    }
  }
  return weights;
}

/** @fontsource's own unicode-range for a subset, from its all-subsets stylesheet of that face. */
function fontsourceRange(subset: string, weight: number, style: string): string {
  const css = readFileSync(
    join(FONTSOURCE, `${weight}${style === 'italic' ? '-italic' : ''}.css`),
    'utf8',
  );
  const block = new RegExp(
    `barlow-${subset}-${weight}-${style} \\*/\\s*@font-face\\s*{[^}]*unicode-range:\\s*([^;]+);`,
  ).exec(css);
  return block?.[1]?.replace(/\s+/g, '') ?? '';
}

describe('the Barlow faces (theme/fonts.css)', () => {
  const declared = faces(readFileSync(FONTS_CSS, 'utf8'));

  it('declare exactly the weights the styles use, upright, and 400 italic for emphasis', () => {
    const upright = new Set(
      declared.filter((face) => face.style === 'normal').map((f) => f.weight),
    );
    expect([...upright].sort()).toEqual([...usedWeights()].sort());
    expect([...upright].sort()).toEqual([400, 500, 600, 700]);
    const italic = declared.filter((face) => face.style === 'italic').map((f) => f.weight);
    expect([...new Set(italic)]).toEqual([400]);
  });

  it('come in the latin and latin-ext subsets only, each with @fontsource’s unicode-range, swapped in', () => {
    for (const face of declared) {
      const subset = /barlow-(latin|latin-ext)-\d+-(normal|italic)\.woff2$/.exec(face.file)?.[1];
      expect(subset, face.file).toBeDefined();
      expect(face.unicodeRange, face.file).toBe(
        fontsourceRange(subset ?? '', face.weight, face.style),
      );
      expect(existsSync(join(dirname(FONTS_CSS), face.file)), face.file).toBe(true);
      expect(face.display, face.file).toBe('swap');
    }
    expect(declared).toHaveLength(10);
  });

  it('cover every character of the four locales’ interface text with the latin subset', () => {
    const latin = declared.find((face) => face.file.includes('-latin-400-normal'));
    const ranges = (latin?.unicodeRange ?? '').split(',').map((range) => {
      const [from = '', to = from] = range.replace('U+', '').split('-');
      return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as const;
    });
    for (const locale of readdirSync(join(ROOT, 'locales')).filter((f) =>
      /^[a-z]{2}-[A-Z]{2}\.ts$/.test(f),
    )) {
      const text = readFileSync(join(ROOT, 'locales', locale), 'utf8');
      for (const char of new Set(text)) {
        const code = char.codePointAt(0) ?? 0;
        const covered = ranges.some(([from, to]) => code >= from && code <= to);
        expect(covered, `${locale}: ${char} U+${code.toString(16)}`).toBe(true);
      }
    }
  });

  it('have a metric-matched local fallback of each upright weight', () => {
    const fallbacks = readFileSync(join(__dirname, 'barlow-fallback.css'), 'utf8');
    const weights = [...fallbacks.matchAll(/font-weight:\s*(\d+)/g)].map(([, weight]) =>
      Number(weight),
    );
    const upright = [...new Set(declared.filter((f) => f.style === 'normal').map((f) => f.weight))];
    expect(weights.sort()).toEqual(upright.sort());
    expect(fallbacks.match(/size-adjust:/g)).toHaveLength(upright.length);
  });

  it('preload the body face only (400 latin), a file the stylesheet names', () => {
    expect(PRELOADED_FONT_URLS).toHaveLength(1);
    for (const [index, weight] of [400].entries()) {
      const file = `barlow-latin-${weight}-normal`;
      expect(PRELOADED_FONT_URLS[index]).toMatch(new RegExp(`${file}\\.[^/]*woff2$`));
      expect(declared.some((face) => face.file.endsWith(`${file}.woff2`))).toBe(true);
    }
  });
});
