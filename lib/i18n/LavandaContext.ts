import { createContext, useContext } from 'react';
import type { Locale } from '@/locales';

/** The locale and route every part of the chrome reads, from the LavandaProvider. */
export interface LavandaContextValue {
  locale: Locale;
  defaultLocale: Locale;
  locales: readonly Locale[];
  /** The path as the visitor sees it, without the locale prefix, with query and hash. */
  path: string;
  /** The route's file path, e.g. `/search/[term]`. */
  pathname: string;
  query: Record<string, string | string[] | undefined>;
  navigate: (href: string) => void;
  /** Shows the same path and query in another locale. */
  switchLocale: (locale: Locale) => void;
}

export const LavandaContext = createContext<LavandaContextValue | null>(null);

export function useLavanda(): LavandaContextValue {
  const value = useContext(LavandaContext);
  if (!value) throw new Error('useLavanda must be used within a LavandaProvider');
  return value;
}
