import { postDateLabel } from './formatPostDate';
import { useLavanda } from './LavandaContext';

/**
 * A post's date in the current locale ('JAN 05, 2026' in en-US); null when there is none. The
 * label the server wrote (lib/i18n/date-labels.ts) when there is one, so that hydrating a page
 * needs no Intl.DateTimeFormat.
 */
export function usePostDate(
  date: string | null | undefined,
  label: string | null | undefined,
): string | null {
  const { locale } = useLavanda();
  if (label !== undefined) return label;
  return postDateLabel(date, locale);
}
