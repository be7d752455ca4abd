import type { PaginationData } from '@/lib/wordpress/types/content';

/** How many page numbers the pagination shows: five, however many pages there are. */
export const PAGE_NUMBERS_SHOWN = 5;

export interface PaginationModel {
  /** 1-based page shown as current: offset + 1. */
  current: number;
  /** The page numbers to show, a window of at most five around the current one. */
  pages: number[];
  /** Target page of each control, or null when the control is inactive. */
  first: number | null;
  previous: number | null;
  next: number | null;
  last: number | null;
}

/**
 * Pagination from WPGraphQL's offset pagination: the page shown is offset+1; next (and last)
 * are active only with `hasMore`, previous (and first) only with `hasPrevious`.
 */
export function paginationModel(data: PaginationData): PaginationModel {
  const current = data.offset + 1;
  const pageCount = Math.max(data.pageCount, current);
  const start = Math.max(1, Math.min(current - 2, pageCount - PAGE_NUMBERS_SHOWN + 1));
  const end = Math.min(pageCount, start + PAGE_NUMBERS_SHOWN - 1);
  const pages = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return {
    current,
    pages,
    first: data.hasPrevious ? 1 : null,
    previous: data.hasPrevious ? current - 1 : null,
    next: data.hasMore ? current + 1 : null,
    last: data.hasMore ? Math.max(pageCount, current + 1) : null,
  };
}
