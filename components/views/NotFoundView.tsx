import { useT } from '@/lib/i18n/useT';
import { StatusView } from './StatusView';

/**
 * The 404 texts ('Page not found' and an apology), under the status line 'Not Found' (an
 * unresolved path).
 */
export function NotFoundView({ siteName }: { siteName: string }) {
  const t = useT();
  return (
    <StatusView
      statusLine={`404 · ${t('error.notFound')}`}
      title={t('notFound.title')}
      text={t('notFound.text')}
      siteName={siteName}
    />
  );
}
