import Head from 'next/head';
import { IntentLink } from '@/components/common/IntentLink';
import { useRef, useState } from 'react';
import { LoadingPlaceholder } from '@/components/common/LoadingPlaceholder';
import { useStickyHeader } from '@/components/layout/StickyHeaderContext';
import { toaster } from '@/components/layout/toast/toaster';
import { PageView } from '@/components/views/PageView';
import { PostView } from '@/components/posts/PostView';
import { logout } from '@/lib/auth/client/session';
import { useAuth } from '@/lib/auth/client/useAuth';
import { useLoginRedirect } from '@/lib/auth/client/useLoginRedirect';
import { LOGIN_PAGE_PATH } from '@/lib/auth/paths';
import { useT } from '@/lib/i18n/useT';
import type { PreviewRequest } from '@/lib/wordpress/api/preview';
import type { PreviewData } from '@/lib/wordpress/types/preview';
import { PreviewBar } from './PreviewBar';
import { usePreviewContent } from './usePreviewContent';
import { useSessionExpiryToast } from './useSessionExpiryToast';
import styles from './preview.module.css';

/** Where visitors read the previewed post or page (a draft has no such address yet). */
function publicUri(preview: PreviewData): string {
  return preview.kind === 'post' ? preview.post.uri : preview.page.uri;
}

/**
 * An editor's preview: signs in from the refresh cookie (or sends the editor to the login page),
 * then shows the draft or latest revision with the post or page template. A session that ends by
 * itself and a failed refresh are told in toasts.
 */
export function PreviewScreen({ request }: { request: PreviewRequest }) {
  const t = useT();
  const status = useAuth();
  const [loggedOut, setLoggedOut] = useState<boolean | null>(null);
  const [version, setVersion] = useState(0);
  const loggingOut = useRef(false);
  // After a logout the editor stays on a "logged out" note instead of bouncing to the login page.
  useLoginRedirect(loggedOut === null ? status : 'loading');
  useSessionExpiryToast(status, loggingOut);
  const content = usePreviewContent(loggedOut ? 'unauthenticated' : status, request, version, () =>
    toaster.open({ title: t('preview.refreshFailed'), status: 'error' }),
  );
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
          publicUri={preview && preview.status !== 'draft' ? publicUri(preview) : null}
          onLogout={() => {
            // The token is forgotten whatever the answer: not a session that expired by itself.
            loggingOut.current = true;
            void logout().then(setLoggedOut);
          }}
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
