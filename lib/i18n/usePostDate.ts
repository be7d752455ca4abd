import { useIntl } from 'react-intl';
import { formatPostDate } from './formatPostDate';

/** A post's date in the current locale ('JAN 05, 2026' in en-US); null when there is none. */
export function usePostDate(date: string | null | undefined): string | null {
  const { locale } = useIntl();
  return date ? formatPostDate(date, locale) || null : null;
}
