import { PostView } from '@/components/posts/PostView';
import IndexTemplate from './index-template';
import type { TemplateProps } from './types';

/** `single`: a post. Anything else the hierarchy never sends here falls to `index`. */
export default function SingleTemplate({ view }: TemplateProps) {
  return view.kind === 'post' ? <PostView post={view.post} /> : <IndexTemplate view={view} />;
}
