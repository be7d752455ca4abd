import { ReadingSettingsDocument } from '../generated/graphql';
import type { Backend } from './backend';

/** WPGraphQL serves at most 100 nodes per page. */
const MAX_PAGE_SIZE = 100;
const FALLBACK_PAGE_SIZE = 10;

let remembered: { value: number; until: number } | undefined;

/** Reading settings' posts per page, kept within what WPGraphQL serves. */
export function pageSizeFrom(postsPerPage: number | null | undefined): number {
  if (!postsPerPage || !Number.isInteger(postsPerPage) || postsPerPage < 1)
    return FALLBACK_PAGE_SIZE;
  return Math.min(postsPerPage, MAX_PAGE_SIZE);
}

/** Every answer that carries the setting refreshes what is remembered. */
export function rememberPostsPerPage(postsPerPage: number | null | undefined, backend: Backend) {
  const value = pageSizeFrom(postsPerPage);
  remembered = { value, until: backend.now() + backend.env.revalidateSeconds * 1000 };
  return value;
}

/** The page size remembered and still fresh, if any (no request). */
export function rememberedPostsPerPage(backend: Backend): number | undefined {
  return remembered && remembered.until > backend.now() ? remembered.value : undefined;
}

/**
 * The page size of listings. Remembered for the revalidation period (as long as a statically
 * regenerated page would show it), so that a search asks WordPress once instead of twice.
 */
export async function getPostsPerPage(backend: Backend): Promise<number> {
  const known = rememberedPostsPerPage(backend);
  if (known !== undefined) return known;
  const { readingSettings } = await backend.client(ReadingSettingsDocument, {});
  return rememberPostsPerPage(readingSettings?.postsPerPage, backend);
}

/** Tests start from nothing remembered. */
export function forgetPostsPerPage() {
  remembered = undefined;
}
