import type { InfluencerSortField } from '@app/contract';

/**
 * The grid's columns, in display order. A column's field is the contract's sort field it
 * sorts by (so the grid's sort model maps 1:1 to the request), except `lists`, which the
 * contract cannot sort.
 */
export const influencerColumns = [
  { field: 'mediaName', visible: true },
  { field: 'channelsCount', visible: true },
  { field: 'subscribersCount', visible: true },
  { field: 'country', visible: true },
  { field: 'language', visible: true },
  { field: 'tags', visible: true },
  { field: 'status', visible: true },
  { field: 'source', visible: true },
  { field: 'lists', visible: true },
  { field: 'campaignsCount', visible: true },
  { field: 'createdAt', visible: true },
  { field: 'lastActivityAt', visible: true },
  { field: 'email', visible: false },
  { field: 'rating', visible: false },
  { field: 'audiences', visible: false },
  { field: 'updatedAt', visible: false },
] as const satisfies readonly { field: InfluencerSortField | 'lists'; visible: boolean }[];

export type InfluencerColumnField = (typeof influencerColumns)[number]['field'];

/** The grid's column visibility model: every known column, true or false. */
export type ColumnVisibility = Record<InfluencerColumnField, boolean>;

export const defaultColumnVisibility: ColumnVisibility = Object.fromEntries(
  influencerColumns.map((c) => [c.field, c.visible]),
) as ColumnVisibility;

export function isColumnField(value: string): value is InfluencerColumnField {
  return influencerColumns.some((c) => c.field === value);
}

/** Visible columns in display order: what a saved view stores. */
export function visibleColumns(
  visibility: Partial<Record<string, boolean>>,
): InfluencerColumnField[] {
  return influencerColumns.filter((c) => visibility[c.field] ?? c.visible).map((c) => c.field);
}

/** A saved view's column list back to a full visibility model; unknown names are ignored. */
export function visibilityFromColumns(columns: readonly string[]): ColumnVisibility {
  const known = columns.filter(isColumnField);
  if (known.length === 0) return { ...defaultColumnVisibility };
  return Object.fromEntries(
    influencerColumns.map((c) => [c.field, known.includes(c.field)]),
  ) as ColumnVisibility;
}
