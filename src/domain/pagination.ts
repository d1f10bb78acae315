// SPEC §2 listing pagination: always the first and last page, a window of two pages each side of the
// current one, '...' where pages are left out; nothing at one page or fewer.
import { PAGINATION_WINDOW } from './constants';

export type PaginationItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

export function paginationItems(
  currentPage: number,
  totalPages: number,
  window: number = PAGINATION_WINDOW,
): PaginationItem[] {
  if (!Number.isFinite(totalPages) || totalPages <= 1) return [];
  const last = Math.floor(totalPages);
  const current = Math.min(Math.max(1, Math.floor(currentPage)), last);
  const shown = new Set<number>([1, last]);
  const windowEnd = Math.min(last, current + window);
  for (let page = Math.max(1, current - window); page <= windowEnd; page += 1) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  // Page 1 follows page 0 with no gap; each later page after a jump of more than one follows a gap.
  let previous = 0;
  for (const page of pages) {
    if (page - previous > 1) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
