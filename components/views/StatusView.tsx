import Head from 'next/head';
import { IntentLink } from '@/components/common/IntentLink';
import { useT } from '@/lib/i18n/useT';
import styles from './status-page.module.css';

export interface StatusViewProps {
  /** The status line above the title, e.g. `404 · Not Found`. */
  statusLine: string;
  title: string;
  text: string;
  siteName: string;
}

/** A page that answers an HTTP error status (404, 410, 451): not indexed, with a way home. */
export function StatusView({ statusLine, title, text, siteName }: StatusViewProps) {
  const t = useT();
  return (
    <div className={styles.notFound}>
      <Head>
        <title>{siteName ? `${title} - ${siteName}` : title}</title>
        <meta name="robots" content="noindex, follow" key="robots" />
      </Head>
      <p className={styles.status}>{statusLine}</p>
      <h1>{title}</h1>
      <p>{text}</p>
      <IntentLink href="/" className={styles.home}>
        {t('header.home', { siteName })}
      </IntentLink>
    </div>
  );
}
