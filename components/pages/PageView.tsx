import { BlockList } from '@/blocks/registry';
import type { PageData, PageTemplate } from '@/lib/wordpress/types/blocks';
import styles from './PageView.module.css';

interface TemplateStyle {
  /** Null: the title is for screen readers only (Blank pages open with their own hero). */
  header: string | null;
  /** A rule between consecutive blocks. */
  separators: boolean;
}

export const TEMPLATE_STYLES: Record<PageTemplate, TemplateStyle> = {
  Default: { header: styles.header ?? '', separators: true },
  PageLargeHeader: { header: `${styles.header} ${styles.large}`, separators: true },
  PageNoSeparators: { header: styles.header ?? '', separators: false },
  SinglePostNoSeparators: { header: styles.header ?? '', separators: false },
  Blank: { header: null, separators: false },
};

/**
 * A page: its title (styled by its template) and its flexible blocks. A page that opens with a
 * hero lets the hero's headline lead: its own title stays for screen readers (the one h1) unless
 * the template asks for a large header.
 */
export function PageView({ page }: { page: PageData }) {
  const template = TEMPLATE_STYLES[page.template];
  const opensWithHero = page.blocks[0]?.typename === 'PageContentFlexibleLayoutPageHeroLayout';
  const header = opensWithHero && page.template !== 'PageLargeHeader' ? null : template.header;
  return (
    <article
      className={template.separators ? styles.separated : undefined}
      data-template={page.template}
    >
      {header === null ? (
        <h1 className={styles.visuallyHidden}>{page.title}</h1>
      ) : (
        <header className={header}>
          <h1>{page.title}</h1>
        </header>
      )}
      <BlockList blocks={page.blocks} />
    </article>
  );
}
