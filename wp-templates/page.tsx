import { PageView } from '@/components/pages/PageView';
import IndexTemplate from './index-template';
import type { TemplateProps } from './types';

/** `page`: a page, styled by its WordPress page template (PageView). */
export default function PageTemplate({ view }: TemplateProps) {
  return view.kind === 'page' ? <PageView page={view.page} /> : <IndexTemplate view={view} />;
}
