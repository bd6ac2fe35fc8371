/** SPEC section 9: the payments list shows 50 rows a page. */
export const PAYMENTS_PAGE_SIZE = 50;

export interface Page<T> {
  rows: T[];
  /** Zero-based, clamped into [0, pageCount - 1]. */
  page: number;
  pageCount: number;
  total: number;
}

/** Slices one page out of a list; a page past the end shows the last page. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize: number = PAYMENTS_PAGE_SIZE,
): Page<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const safePage = Number.isFinite(page)
    ? Math.min(Math.max(0, Math.trunc(page)), pageCount - 1)
    : 0;
  const start = safePage * pageSize;
  return { rows: items.slice(start, start + pageSize), page: safePage, pageCount, total };
}
