import Head from 'next/head';
import { useT } from '@/lib/i18n/useT';
import styles from './status-page.module.css';

/**
 * The generic failure text ('Whoops, something went wrong! …'), for a page that could not be
 * rendered (500, or 503 while WordPress is unreachable). It depends on nothing that may have
 * failed: no WordPress data.
 */
export function ServerErrorView({ status }: { status: number }) {
  const t = useT();
  return (
    <div className={styles.notFound}>
      <Head>
        <title>{t('error.generic')}</title>
        <meta name="robots" content="noindex" key="robots" />
      </Head>
      <p className={styles.status}>{status}</p>
      <h1>{t('error.generic')}</h1>
    </div>
  );
}
