import Head from 'next/head';
import Link from 'next/link';
import { useT } from '@/lib/i18n/useT';
import type { PageStatus } from '@/lib/redirects/redirect-rules';
import styles from './status-page.module.css';

const TEXTS = {
  410: { status: 'gone.status', title: 'gone.title', text: 'gone.text' },
  451: { status: 'legal.status', title: 'legal.title', text: 'legal.text' },
} as const;

/** What a visitor sees at an address WordPress's redirects mark as gone (410) or withheld (451). */
export function RemovedView({ status, siteName }: { status: PageStatus; siteName: string }) {
  const t = useT();
  const keys = TEXTS[status];
  const title = t(keys.title);
  return (
    <div className={styles.notFound}>
      <Head>
        <title>{siteName ? `${title} - ${siteName}` : title}</title>
        <meta name="robots" content="noindex, follow" key="robots" />
      </Head>
      <p className={styles.status}>
        {status} · {t(keys.status)}
      </p>
      <h1>{title}</h1>
      <p>{t(keys.text)}</p>
      <Link href="/" className={styles.home}>
        {t('header.home', { siteName })}
      </Link>
    </div>
  );
}
