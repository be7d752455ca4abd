import { PostListing } from '@/components/posts/PostListing';
import type { TemplateProps } from './types';

/** `archive` (categories, tags, authors) and `home` (latest posts): a listing; nothing else. */
export default function ArchiveTemplate({ view }: TemplateProps) {
  return view.kind === 'listing' && <PostListing listing={view.listing} />;
}
