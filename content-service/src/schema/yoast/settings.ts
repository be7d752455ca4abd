import type { RequestContext } from '../context';
import { memo, option } from '../model/loaders';
import { homeUrl } from '../model/permalinks';
import { faustSettings, type FaustSettings } from '../acf/faust-content';
import { separatorFor } from './replace-vars';
import { YOAST_TITLES_DEFAULTS } from './titles-defaults';

type Dict = Record<string, unknown>;

/** Yoast's options (wpseo, wpseo_titles, wpseo_social) and the WordPress settings it reads. */
export interface YoastSettings {
  wpseo: Dict;
  titles: Dict;
  social: Dict;
  /** wpseo_taxonomy_meta: taxonomy → term id → `wpseo_*` values. */
  taxonomyMeta: Record<string, Record<string, Dict>>;
  /** home_url() without trailing slash, and with one (Yoast's "site URL" for schema ids). */
  home: string;
  homeSlash: string;
  siteUrl: string;
  siteName: string;
  siteDescription: string;
  blogPublic: boolean;
  /** og:locale (`en_US`) and schema inLanguage (`en-US`). */
  locale: string;
  language: string;
  separator: string;
  faust: FaustSettings;
  version: string;
}

function dict(value: unknown): Dict {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Dict) : {};
}

export function yoastSettings(ctx: RequestContext): YoastSettings {
  return memo(ctx, 'yoast:settings', () => {
    const titles = { ...YOAST_TITLES_DEFAULTS, ...dict(option(ctx, 'wpseo_titles')) };
    const wpseo = dict(option(ctx, 'wpseo'));
    const home = homeUrl(ctx);
    const locale = option<string>(ctx, 'WPLANG') || 'en_US';
    return {
      wpseo,
      titles,
      social: dict(option(ctx, 'wpseo_social')),
      taxonomyMeta: dict(option(ctx, 'wpseo_taxonomy_meta')) as YoastSettings['taxonomyMeta'],
      home,
      homeSlash: `${home}/`,
      siteUrl: (option<string>(ctx, 'siteurl') ?? home).replace(/\/+$/, ''),
      siteName: option<string>(ctx, 'blogname') ?? '',
      siteDescription: option<string>(ctx, 'blogdescription') ?? '',
      blogPublic: String(option(ctx, 'blog_public') ?? '1') !== '0',
      locale,
      language: locale.replace('_', '-'),
      separator: separatorFor(titles.separator),
      faust: faustSettings(ctx),
      version: typeof wpseo.version === 'string' ? wpseo.version : '28.3',
    };
  });
}

/** A string setting; '' when unset or not a string. */
export function text(d: Dict, key: string): string {
  const v = d[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/** A boolean setting as Yoast stores them (true/false, sometimes "on"/"1"). */
export function bool(d: Dict, key: string): boolean {
  const v = d[key];
  return v === true || v === 1 || v === '1' || v === 'on';
}

export function int(d: Dict, key: string): number {
  const n = Number(d[key]);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** Yoast's defaults for the templates a fresh install stores (WPSEO_Option_Titles). */
export function titleTemplate(s: YoastSettings, key: string): string {
  const set = text(s.titles, key);
  if (set !== '') return set;
  if (key.startsWith('title-tax-')) return '%%term_title%% Archives %%page%% %%sep%% %%sitename%%';
  if (key.startsWith('title-')) return '%%title%% %%page%% %%sep%% %%sitename%%';
  return '';
}

/** "Represents a company": only with a name and a logo, as Meta_Tags_Context decides. */
export function siteRepresents(s: YoastSettings): 'company' | 'person' | false {
  const kind = text(s.titles, 'company_or_person');
  if (kind === 'company') {
    return text(s.titles, 'company_name') !== '' && int(s.titles, 'company_logo_id') > 0
      ? 'company'
      : false;
  }
  return kind === 'person' ? 'person' : false;
}
