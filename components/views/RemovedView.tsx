import { useT } from '@/lib/i18n/useT';
import type { PageStatus } from '@/lib/redirects/redirect-rules';
import { StatusView } from './StatusView';

const TEXTS = {
  410: { status: 'gone.status', title: 'gone.title', text: 'gone.text' },
  451: { status: 'legal.status', title: 'legal.title', text: 'legal.text' },
} as const;

/** What a visitor sees at an address WordPress's redirects mark as gone (410) or withheld (451). */
export function RemovedView({ status, siteName }: { status: PageStatus; siteName: string }) {
  const t = useT();
  const keys = TEXTS[status];
  return (
    <StatusView
      statusLine={`${status} · ${t(keys.status)}`}
      title={t(keys.title)}
      text={t(keys.text)}
      siteName={siteName}
    />
  );
}
