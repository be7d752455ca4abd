import { useT } from '@/lib/i18n/useT';
import { StatusView } from './StatusView';

/** SPEC's 404 texts, under the status line 'Not Found' (an unresolved path). */
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
