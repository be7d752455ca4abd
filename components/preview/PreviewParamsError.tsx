import Head from 'next/head';
import styles from './preview.module.css';

/** A preview link without its parameters: SPEC.md section 5's message, as written there. */
export function PreviewParamsError({ message }: { message: string }) {
  return (
    <div className={styles.note}>
      <Head>
        <meta name="robots" content="noindex, nofollow" key="robots" />
      </Head>
      <p role="alert">{message}</p>
    </div>
  );
}
