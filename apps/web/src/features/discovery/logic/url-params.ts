import type { DiscoveryRef } from '@app/contract';

// Small readers and writers of the /discovery address, shared by the creators' and the
// games' search state. Anything unreadable in a hand-edited link reads as "not set".

export function positiveInt(value: string | null, max = Number.MAX_SAFE_INTEGER): number | null {
  if (!value || !/^\d{1,16}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= max ? n : null;
}

export function nonNegativeInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,16}$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** `a,b,c` -> the parts `read` accepts, without repeats. */
export function csv<T>(value: string | null, read: (part: string) => T | null): T[] {
  if (!value) return [];
  const out: T[] = [];
  for (const part of value.split(',')) {
    const item = read(part.trim());
    if (item !== null && !out.includes(item)) out.push(item);
  }
  return out;
}

/**
 * A named reference travels as `12:Baldur's Gate 3`, so chips show names without asking
 * the server again for what the user already picked.
 */
export function readRef(value: string): DiscoveryRef | null {
  const match = /^(\d{1,10}):(.*)$/s.exec(value);
  const id = positiveInt(match?.[1] ?? null);
  return id === null ? null : { id, name: match?.[2] || `#${id}` };
}

export function writeRef(ref: DiscoveryRef): string {
  return `${ref.id}:${ref.name}`;
}

/** Sets or removes a parameter: empty values leave the address. */
export function setParam(
  params: URLSearchParams,
  key: string,
  value: string | number | null | undefined,
) {
  if (value === null || value === undefined || value === '') params.delete(key);
  else params.set(key, String(value));
}

export function setAll(params: URLSearchParams, key: string, values: readonly string[]) {
  params.delete(key);
  for (const value of values) params.append(key, value);
}

export type SortOrder = 'asc' | 'desc';

/** `avgViewers.desc` -> { field, order } when the field is one the server sorts by. */
export function readSort<F extends string>(
  value: string | null,
  fields: readonly F[],
): { field: F; order: SortOrder } | null {
  const [name, order] = (value ?? '').split('.');
  const field = fields.find((f) => f === name);
  if (!field) return null;
  return { field, order: order === 'asc' ? 'asc' : 'desc' };
}

export function writeSort(sort: { field: string; order: SortOrder } | null): string | null {
  return sort ? `${sort.field}.${sort.order}` : null;
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export function readPageSize(value: string | null): number {
  return PAGE_SIZES.find((s) => String(s) === value) ?? DEFAULT_PAGE_SIZE;
}
