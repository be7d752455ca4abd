import { PostListing } from '@/components/posts/PostListing';
import type { TemplateProps } from './types';

/** `archive` (categories, tags, authors, search results) and `home` (latest posts): a listing. */
export default function ArchiveTemplate({ view }: TemplateProps<'listing'>) {
  return <PostListing listing={view.listing} />;
}
