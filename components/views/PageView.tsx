import { BlockList } from '@/blocks/registry';
import { BlockStyleSheets } from '@/components/common/BlockStyleSheets';
import { ProtectedNotice } from '@/components/common/ProtectedNotice';
import prose from '@/components/common/prose.module.css';
import { HtmlContent } from '@/lib/html/HtmlContent';
import type { PageData, PageTemplate } from '@/lib/wordpress/types/blocks';
import hidden from '@/components/common/visually-hidden.module.css';
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
 * A page: its title (styled by its template), its own content as WordPress renders it (block
 * or classic editor), then its flexible blocks. A page whose blocks open with a hero, and that
 * has no content of its own, lets the hero's headline lead: its own title stays for screen
 * readers (the one h1) unless the template asks for a large header.
 */
export function PageView({ page }: { page: PageData }) {
  const template = TEMPLATE_STYLES[page.template];
  const hasBody = page.contentHtml !== '' || page.passwordProtected;
  const opensWithHero =
    !hasBody && page.blocks[0]?.typename === 'PageContentFlexibleLayoutPageHeroLayout';
  const header = opensWithHero && page.template !== 'PageLargeHeader' ? null : template.header;
  const body = [
    styles.body,
    header === null ? styles.untitled : '',
    page.template === 'PageLargeHeader' ? styles.centered : '',
  ].join(' ');
  return (
    <article
      className={template.separators ? styles.separated : undefined}
      data-template={page.template}
    >
      {header === null ? (
        <h1 className={hidden.visuallyHidden}>{page.title}</h1>
      ) : (
        <header className={header}>
          <h1>{page.title}</h1>
        </header>
      )}
      {hasBody && (
        <div className={body}>
          {page.passwordProtected && <ProtectedNotice />}
          <BlockStyleSheets sheets={page.blockSheets} css={page.blockCss} />
          <HtmlContent html={page.contentHtml} className={`${prose.prose} ${styles.content}`} />
        </div>
      )}
      <BlockList blocks={page.blocks} />
    </article>
  );
}
