import Head from 'next/head';
import Link from 'next/link';
import { useT } from '@/lib/i18n/useT';
import styles from './status-page.module.css';

/** SPEC's 404 texts, under the status line 'Not Found' (an unresolved path). */
export function NotFoundView({ siteName }: { siteName: string }) {
  const t = useT();
  const title = t('notFound.title');
  return (
    <div className={styles.notFound}>
      <Head>
        <title>{siteName ? `${title} - ${siteName}` : title}</title>
        <meta name="robots" content="noindex, follow" key="robots" />
      </Head>
      <p className={styles.status}>404 · {t('error.notFound')}</p>
      <h1>{title}</h1>
      <p>{t('notFound.text')}</p>
      <Link href="/" className={styles.home}>
        {t('header.home', { siteName })}
      </Link>
    </div>
  );
}
