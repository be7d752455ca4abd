// The committed demo files, parsed once, for the demo tests.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { referenceFile } from '../../../tests/support/shared-dir';
import { fieldsByKey, type AcfExportJson } from './acf-json';
import { DEMO_DIR } from './build';
import { readWxr, type ParsedItem } from './read-wxr';

export const HOME = 'http://127.0.0.1:4000';
export const read = (file: string): string => readFileSync(path.join(DEMO_DIR, file), 'utf8');
export const wxr = readWxr(read('demo.wxr.xml'));
export const options = JSON.parse(read('options.json')) as Record<string, unknown>;
export const acf = JSON.parse(read('acf-field-groups.json')) as AcfExportJson;
/** The reference site's ACF export, in ../shared beside the checkout (absent outside CI). */
export const REFERENCE_ACF = referenceFile('acf-field-groups-export.json');

export const ofType = (type: string): ParsedItem[] => wxr.items.filter((i) => i.type === type);
export const byId = new Map(wxr.items.map((i) => [i.id, i]));
export const posts = ofType('post');
export const published = posts.filter((p) => p.status === 'publish');
export const pages = ofType('page');
export const attachments = new Map(ofType('attachment').map((a) => [a.id, a]));
export const acfFields = fieldsByKey(acf);
export const LAYOUTS = [
  'page_hero',
  'custom_content',
  'diamond_duplex',
  'duplex',
  'iframe',
  'marketo_form',
  'product_cards',
  'single',
  'two_column',
  'vidyard_video',
  'pre_footer',
];

/** Files below `dir`, relative, sorted. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(path.join(dir, f)).isFile())
    .sort();
}
