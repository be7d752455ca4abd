import { defaultLocale, isLocale, type Locale } from '@/locales';

/** Next's router gives `undefined` without i18n routing (tests, error pages) or a string. */
export function resolveLocale(value: string | undefined): Locale {
  return isLocale(value) ? value : defaultLocale;
}
