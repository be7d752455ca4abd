import type { ComponentType } from 'react';
import type { ContentKind, ViewOf } from '@/lib/routing/content-page-props';

/** What a template renders: content of its own kind, as the seam found it at the path. */
export interface TemplateProps<K extends ContentKind> {
  view: ViewOf<K>;
}

export type Template<K extends ContentKind> = ComponentType<TemplateProps<K>>;
