import type { SamplePayment } from './sample/types.ts';

/** The first and last createdAt day (YYYY-MM-DD, UTC) of a list, to bound the date inputs. */
export function createdDayBounds(payments: readonly SamplePayment[]): { min: string; max: string } {
  let min = '';
  let max = '';
  for (const { createdAt } of payments) {
    const day = createdAt.slice(0, 10);
    if (min === '' || day < min) min = day;
    if (max === '' || day > max) max = day;
  }
  return { min, max };
}
