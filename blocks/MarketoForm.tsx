import { useEffect, useRef, useState } from 'react';
import type { MarketoFormBlock } from '@/lib/wordpress/types/blocks';
import styles from './blocks.module.css';
import { loadScriptOnce } from './load-script';
import { useNearViewport } from './use-near-viewport';

interface MarketoForms2 {
  loadForm(baseUrl: string, munchkinId: string, formId: number): void;
}

declare global {
  interface Window {
    MktoForms2?: MarketoForms2;
  }
}

/**
 * A Marketo form: its script comes from the site's own Marketo host (MARKETO_BASE_URL, checked
 * at start) and only when the form scrolls near the viewport. Without a configured account or a
 * numeric form id, the title and description show without a form.
 */
export function MarketoForm({ block }: { block: MarketoFormBlock }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const [failed, setFailed] = useState(false);
  const { marketo, formId } = block;

  useEffect(() => {
    if (!near || !marketo || !formId) return;
    loadScriptOnce(`${marketo.baseUrl}/js/forms2/js/forms2.min.js`)
      .then(() => window.MktoForms2?.loadForm(marketo.baseUrl, marketo.munchkinId, Number(formId)))
      .catch(() => setFailed(true));
  }, [near, marketo, formId]);

  return (
    <section data-block="MarketoForm" className={styles.block}>
      <div className={styles.narrow} ref={ref}>
        {block.title && <h2 className={styles.blockTitle}>{block.title}</h2>}
        {block.description && (
          <p className={`${styles.text} ${styles.preLine}`}>{block.description}</p>
        )}
        {marketo && formId && !failed && (
          <form
            id={`mktoForm_${formId}`}
            className={styles.marketoForm}
            aria-label={block.title || 'Form'}
          />
        )}
      </div>
    </section>
  );
}
