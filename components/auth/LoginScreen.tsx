import Head from 'next/head';
import { useLavanda } from '@/lib/i18n/LavandaContext';
import { useT } from '@/lib/i18n/useT';
import { LoginForm } from './LoginForm';
import styles from './auth.module.css';

/** The editor login page: title, a line on what it is for, and the form. Never indexed. */
export function LoginScreen({ siteName }: { siteName: string }) {
  const t = useT();
  const { query } = useLavanda();
  const redirectUri = typeof query.redirect_uri === 'string' ? query.redirect_uri : undefined;
  const title = t('login.title');
  return (
    <div className={styles.screen}>
      <Head>
        <title>{siteName ? `${title} - ${siteName}` : title}</title>
        <meta name="robots" content="noindex, nofollow" key="robots" />
      </Head>
      <h1>{title}</h1>
      <p>{t('login.intro')}</p>
      <LoginForm redirectUri={redirectUri} />
    </div>
  );
}
