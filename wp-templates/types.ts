import type { ComponentType } from 'react';
import type { ContentView } from '@/lib/routing/content-page-props';

/** What every template renders: the content the seam found at the path. */
export interface TemplateProps {
  view: ContentView;
}

export type Template = ComponentType<TemplateProps>;
