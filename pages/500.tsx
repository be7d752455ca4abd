import Head from 'next/head';
import { useT } from '@/lib/i18n/useT';
import styles from '@/components/pages/status-page.module.css';

/**
 * What a visitor sees when a page cannot be rendered (WordPress unreachable on a first render,
 * say): SPEC.md's generic failure text. Static: it must not depend on the backend that failed.
 */
export default function ServerErrorPage() {
  const t = useT();
  return (
    <div className={styles.notFound}>
      <Head>
        <title>{t('error.generic')}</title>
        <meta name="robots" content="noindex" key="robots" />
      </Head>
      <p className={styles.status}>500</p>
      <h1>{t('error.generic')}</h1>
    </div>
  );
}
