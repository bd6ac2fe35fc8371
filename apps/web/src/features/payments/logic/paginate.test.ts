import { describe, expect, it } from 'vitest';
import { PAYMENTS_PAGE_SIZE, paginate } from './paginate.ts';
import { generateSample } from './sample/generate-sample.ts';
import { sortByInfluencer } from './sort-payments.ts';

const numbers = Array.from({ length: 120 }, (_, i) => i);

describe('paginate', () => {
  it('uses a page size of 50', () => {
    expect(PAYMENTS_PAGE_SIZE).toBe(50);
    expect(paginate(numbers, 0).rows).toHaveLength(50);
  });

  it('cuts pages at the boundaries', () => {
    const first = paginate(numbers, 0);
    expect(first.rows[0]).toBe(0);
    expect(first.rows.at(-1)).toBe(49);
    const second = paginate(numbers, 1);
    expect(second.rows[0]).toBe(50);
    expect(second.rows.at(-1)).toBe(99);
    const last = paginate(numbers, 2);
    expect(last.rows).toEqual(Array.from({ length: 20 }, (_, i) => 100 + i));
    expect(last.pageCount).toBe(3);
    expect(last.total).toBe(120);
  });

  it('clamps a page out of range', () => {
    expect(paginate(numbers, 7).page).toBe(2);
    expect(paginate(numbers, -3).page).toBe(0);
    expect(paginate(numbers, Number.NaN).page).toBe(0);
    expect(paginate([], 4)).toEqual({ rows: [], page: 0, pageCount: 1, total: 0 });
  });

  it('splits the 200 sorted sample payments into 4 full pages', () => {
    const sorted = sortByInfluencer(generateSample().payments);
    const pages = [0, 1, 2, 3].map((p) => paginate(sorted, p));
    for (const page of pages) {
      expect(page.rows).toHaveLength(50);
      expect(page.pageCount).toBe(4);
    }
    expect(pages.flatMap((p) => p.rows)).toEqual(sorted);
    expect(pages[1]?.rows[0]).toBe(sorted[50]);
  });
});
