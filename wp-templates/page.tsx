import { PageView } from '@/components/views/PageView';
import type { TemplateProps } from './types';

/** `page`: a page, styled by its WordPress page template (PageView). */
export default function PageTemplate({ view }: TemplateProps<'page'>) {
  return <PageView page={view.page} />;
}
