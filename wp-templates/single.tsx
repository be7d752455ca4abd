import { PostView } from '@/components/posts/PostView';
import type { TemplateProps } from './types';

/** `single`: a post (and any custom post type's entry, shown as a post is). */
export default function SingleTemplate({ view }: TemplateProps<'post'>) {
  return <PostView post={view.post} />;
}
