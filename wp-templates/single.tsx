import { PostView } from '@/components/posts/PostView';
import type { TemplateProps } from './types';

/** `single`: a post; nothing for other content (the hierarchy sends it none). */
export default function SingleTemplate({ view }: TemplateProps) {
  return view.kind === 'post' && <PostView post={view.post} />;
}
