import { writeOption } from '../store/options';
import type { Store } from '../store/open-store';
import { EditError } from './edit-error';

/**
 * The settings the edit CLI may change, each with its check. Others hold structured values
 * (menus, ACF groups, FaustWP's secret) that a one-line edit could break.
 */
const SETTINGS: Record<string, { check: (value: string) => boolean; expected: string }> = {
  // Settings → Reading, "Discourage search engines from indexing this site" (0 discourages).
  blog_public: { check: (value) => value === '0' || value === '1', expected: '0 or 1' },
  blogname: { check: (value) => value.trim() !== '', expected: 'a site title' },
  blogdescription: { check: () => true, expected: 'a tagline' },
  posts_per_page: {
    check: (value) => /^[1-9]\d{0,2}$/.test(value),
    expected: 'a whole number from 1 to 999',
  },
};

export const EDITABLE_OPTIONS = Object.keys(SETTINGS);

/** Sets one site option to a text value, as WordPress stores them. */
export function setOption(db: Store, name: string, value: string): void {
  const setting = SETTINGS[name];
  if (!setting) {
    throw new EditError(`"${name}" cannot be set here; settable: ${EDITABLE_OPTIONS.join(', ')}`);
  }
  if (!setting.check(value)) throw new EditError(`${name} must be ${setting.expected}`);
  writeOption(db, name, value);
}
