import { deDE } from './de-DE';
import { enUS, type Catalogue } from './en-US';
import { esES } from './es-ES';
import { frFR } from './fr-FR';

import type { EditorMessageId } from './editor';
import type { SiteMessageId } from './en-US';

export type { Catalogue } from './en-US';
/** Any interface string's id: the site's, or the editor pages' (locales/editor/). */
export type MessageId = SiteMessageId | EditorMessageId;

/** The locales of next.config.js's i18n routing, with their catalogues. */
export const catalogues = {
  'en-US': enUS,
  'de-DE': deDE,
  'fr-FR': frFR,
  'es-ES': esES,
} satisfies Record<string, Catalogue>;

export type Locale = keyof typeof catalogues;
export const defaultLocale: Locale = 'en-US';

/** Each locale's name in its own language, for the locale switcher. */
export const localeNames: Record<Locale, string> = {
  'en-US': 'English',
  'de-DE': 'Deutsch',
  'fr-FR': 'Français',
  'es-ES': 'Español',
};

export function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && Object.hasOwn(catalogues, value);
}
