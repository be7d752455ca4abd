import { PageView } from '@/components/views/PageView';
import type { TemplateProps } from './types';

/** `page`: a page, styled by its WordPress page template (PageView); nothing for other content. */
export default function PageTemplate({ view }: TemplateProps) {
  return view.kind === 'page' && <PageView page={view.page} />;
}
