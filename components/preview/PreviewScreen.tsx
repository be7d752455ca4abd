import Head from 'next/head';
import { IntentLink } from '@/components/common/IntentLink';
import { useState } from 'react';
import { LoadingPlaceholder } from '@/components/common/LoadingPlaceholder';
import { useStickyHeader } from '@/components/layout/StickyHeaderContext';
import { PageView } from '@/components/pages/PageView';
import { PostView } from '@/components/posts/PostView';
import { logout } from '@/lib/auth/client/session';
import { useAuth } from '@/lib/auth/client/useAuth';
import { useLoginRedirect } from '@/lib/auth/client/useLoginRedirect';
import { LOGIN_PAGE_PATH } from '@/lib/auth/paths';
import { useT } from '@/lib/i18n/useT';
import type { PreviewRequest } from '@/lib/wordpress/api/preview';
import { PreviewBar } from './PreviewBar';
import { usePreviewContent } from './usePreviewContent';
import styles from './preview.module.css';

/**
 * An editor's preview: signs in from the refresh cookie (or sends the editor to the login page),
 * then shows the draft or latest revision with the post or page template.
 */
export function PreviewScreen({ request }: { request: PreviewRequest }) {
  const t = useT();
  const status = useAuth();
  const [loggedOut, setLoggedOut] = useState<boolean | null>(null);
  const [version, setVersion] = useState(0);
  // After a logout the editor stays on a "logged out" note instead of bouncing to the login page.
  useLoginRedirect(loggedOut === null ? status : 'loading');
  const content = usePreviewContent(loggedOut ? 'unauthenticated' : status, request, version);
  const shown = content.kind === 'found' && !loggedOut ? content.preview : null;
  // A post's header rule, as on its public page (the page props could not carry it).
  useStickyHeader(shown?.kind === 'post' ? shown.post.stickyHeader : null);

  if (loggedOut) {
    return (
      <div className={styles.note} role="status">
        <p>{t('preview.loggedOut')}</p>
        <IntentLink href={LOGIN_PAGE_PATH}>{t('preview.loginAgain')}</IntentLink>
      </div>
    );
  }
  const preview = content.kind === 'found' ? content.preview : null;
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, nofollow" key="robots" />
        {preview && (
          <title>{`${t('preview.label')}: ${preview.kind === 'post' ? preview.post.title : preview.page.title}`}</title>
        )}
      </Head>
      {status === 'authenticated' && (
        <PreviewBar
          status={preview?.status ?? null}
          busy={content.kind === 'loading'}
          onRefresh={() => setVersion((value) => value + 1)}
          onLogout={() => void logout().then(setLoggedOut)}
        />
      )}
      {loggedOut === false && (
        <p className={styles.note} role="alert">
          {t('preview.logoutFailed')}
        </p>
      )}
      {status !== 'authenticated' || content.kind === 'loading' ? (
        <LoadingPlaceholder />
      ) : content.kind === 'not-found' ? (
        <p className={styles.note}>{t('error.notFound')}</p>
      ) : content.kind === 'failed' ? (
        <p className={styles.note} role="alert">
          {t('error.generic')}
        </p>
      ) : preview?.kind === 'post' ? (
        <PostView post={preview.post} />
      ) : preview?.kind === 'page' ? (
        <PageView page={preview.page} />
      ) : null}
    </>
  );
}
