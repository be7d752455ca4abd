// Yoast SEO post meta rows (_yoast_wpseo_*), as Yoast saves them from the post editor.
import type { Seo } from '../source/types';
import type { MetaRow } from './acf-meta';

export interface SeoLookups {
  categoryId(slug: string): number;
  mediaUrl(id: number): string;
  href(target: string): string;
}

export function seoMeta(seo: Seo | undefined, look: SeoLookups): MetaRow[] {
  if (!seo) return [];
  const rows: MetaRow[] = [];
  const add = (key: string, value: string | undefined): void => {
    if (value !== undefined) rows.push([`_yoast_wpseo_${key}`, value]);
  };
  add('title', seo.title);
  add('metadesc', seo.metadesc);
  add('focuskw', seo.focuskw);
  if (seo.noindex) add('meta-robots-noindex', '1');
  if (seo.nofollow) add('meta-robots-nofollow', '1');
  add('canonical', seo.canonical === undefined ? undefined : look.href(seo.canonical));
  add('opengraph-title', seo.opengraphTitle);
  add('opengraph-description', seo.opengraphDescription);
  add('twitter-title', seo.twitterTitle);
  add('twitter-description', seo.twitterDescription);
  if (seo.twitterImage !== undefined) {
    add('twitter-image', look.mediaUrl(seo.twitterImage));
    add('twitter-image-id', String(seo.twitterImage));
  }
  if (seo.primaryCategory !== undefined) {
    add('primary_category', String(look.categoryId(seo.primaryCategory)));
  }
  return rows;
}
