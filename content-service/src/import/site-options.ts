import type Database from 'better-sqlite3';
import { hasOption, readOption, writeOption } from '../store/options';
import type { AcfExport } from './types';

/** Channel-level fields of the WXR file. */
export interface ChannelInfo {
  title?: string;
  link?: string;
  description?: string;
  wxrVersion?: string;
}

export interface SiteOptionsInput {
  channel: ChannelInfo;
  optionsFile?: Record<string, unknown>;
  acf?: AcfExport;
  stickyAdded: ReadonlySet<number>;
  stickyRemoved: ReadonlySet<number>;
}

/** Menu locations the project's theme registers (GraphQL HEADER_MENU / FOOTER_MENU). */
const DEFAULT_LOCATIONS = ['header-menu', 'footer-menu'];

/**
 * Writes the options an import sets: every key of the options file (JSON text), the channel's
 * title/description/link where nothing else set them, `sticky_posts`, `nav_menu_locations` and the
 * ACF definitions. Returns the option names written, sorted.
 */
export function writeSiteOptions(db: Database.Database, input: SiteOptionsInput): string[] {
  const written = new Set<string>();
  const write = (name: string, value: unknown): void => {
    writeOption(db, name, value);
    written.add(name);
  };
  const fromFile = input.optionsFile ?? {};
  for (const [name, value] of Object.entries(fromFile)) {
    // The reference's nav_menu_locations is {location: {term_id, slug, name}}; stored below as ids.
    if (name !== 'nav_menu_locations') write(name, value);
  }

  const { title, description, link } = input.channel;
  const fallbacks: [string, string | undefined][] = [
    ['blogname', title],
    ['blogdescription', description],
    ['home', link],
    ['siteurl', link],
  ];
  for (const [name, value] of fallbacks) {
    if (value !== undefined && !(name in fromFile) && !hasOption(db, name)) write(name, value);
  }

  const sticky = stickyPosts(db, input, 'sticky_posts' in fromFile);
  if (sticky !== undefined) write('sticky_posts', sticky);

  const locations = menuLocations(db, fromFile);
  if (locations !== undefined) write('nav_menu_locations', locations);

  if (input.acf !== undefined) write('content_service_acf', input.acf);
  return [...written].sort();
}

/**
 * `sticky_posts` merged with the file's `wp:is_sticky`. Posts the file marks not sticky leave the
 * list, unless the options file gave the list itself (then it is authoritative).
 */
function stickyPosts(
  db: Database.Database,
  input: SiteOptionsInput,
  givenByOptionsFile: boolean,
): number[] | undefined {
  const current = readOption(db, 'sticky_posts');
  const ids = Array.isArray(current)
    ? current.map(Number).filter((n) => Number.isSafeInteger(n))
    : [];
  let next = givenByOptionsFile ? ids : ids.filter((id) => !input.stickyRemoved.has(id));
  next = [...next, ...[...input.stickyAdded].filter((id) => !next.includes(id))];
  const unchanged =
    Array.isArray(current) &&
    next.length === current.length &&
    next.every((id, i) => id === current[i]);
  if (unchanged) return undefined;
  if (current === undefined && next.length === 0) return undefined;
  return next;
}

/**
 * `nav_menu_locations` (location → menu term id). From the options file when it gives one
 * (`nav_menu_locations`, or a theme's `theme_mods_*.nav_menu_locations`); otherwise menus with the
 * slugs `header-menu`/`footer-menu` take those locations unless they are already assigned.
 */
function menuLocations(
  db: Database.Database,
  fromFile: Record<string, unknown>,
): Record<string, number> | undefined {
  const given = givenLocations(fromFile);
  if (given !== undefined) {
    const locations: Record<string, number> = {};
    for (const [location, value] of Object.entries(given)) {
      const id = menuId(db, value);
      if (id !== undefined) locations[location] = id;
    }
    return locations;
  }
  const current = readOption(db, 'nav_menu_locations');
  const locations: Record<string, number> = isRecord(current) ? menuIds(current) : {};
  let changed = false;
  for (const location of DEFAULT_LOCATIONS) {
    if (locations[location] !== undefined) continue;
    const id = menuBySlug(db, location);
    if (id === undefined) continue;
    locations[location] = id;
    changed = true;
  }
  return changed ? locations : undefined;
}

function givenLocations(fromFile: Record<string, unknown>): Record<string, unknown> | undefined {
  const direct = fromFile.nav_menu_locations;
  if (isRecord(direct)) return direct;
  for (const [name, value] of Object.entries(fromFile)) {
    if (name.startsWith('theme_mods_') && isRecord(value) && isRecord(value.nav_menu_locations)) {
      return value.nav_menu_locations;
    }
  }
  return undefined;
}

function menuIds(value: Record<string, unknown>): Record<string, number> {
  const ids: Record<string, number> = {};
  for (const [location, id] of Object.entries(value)) {
    if (typeof id === 'number') ids[location] = id;
  }
  return ids;
}

/** A menu given as a term id, or as {term_id, slug, name} (the slug wins: ids may have moved). */
function menuId(db: Database.Database, value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  if (!isRecord(value)) return undefined;
  const bySlug = typeof value.slug === 'string' ? menuBySlug(db, value.slug) : undefined;
  return bySlug ?? menuId(db, value.term_id);
}

function menuBySlug(db: Database.Database, slug: string): number | undefined {
  return db
    .prepare(
      `SELECT t.term_id FROM terms t JOIN term_taxonomy tt ON tt.term_id = t.term_id
       WHERE tt.taxonomy = 'nav_menu' AND t.slug = ? ORDER BY t.term_id LIMIT 1`,
    )
    .pluck()
    .get(slug) as number | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
