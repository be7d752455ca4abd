import { PostListing } from '@/components/posts/PostListing';
import IndexTemplate from './index-template';
import type { TemplateProps } from './types';

/** `archive` (categories, tags, authors) and `home` (the latest posts): a listing of posts. */
export default function ArchiveTemplate({ view }: TemplateProps) {
  return view.kind === 'listing' ? (
    <PostListing listing={view.listing} />
  ) : (
    <IndexTemplate view={view} />
  );
}
