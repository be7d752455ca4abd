import Head from 'next/head';
import styles from './preview.module.css';

/**
 * What an editor page says instead of itself: a preview link without its parameters (Faust's
 * usePreviewNode() message, word for word: PREVIEW_PARAMS_ERROR), or a WordPress without FaustWP.
 */
export function EditorNotice({ message }: { message: string }) {
  return (
    <div className={styles.note}>
      <Head>
        <meta name="robots" content="noindex, nofollow" key="robots" />
      </Head>
      <p role="alert">{message}</p>
    </div>
  );
}
