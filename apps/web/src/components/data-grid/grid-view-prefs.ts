export const gridDensities = ['compact', 'standard', 'comfortable'] as const;
export type GridDensity = (typeof gridDensities)[number];

/**
 * How one person likes one table: the columns they chose to show or hide (only those they
 * touched; the rest follow the table's defaults and the room there is) and the row density.
 */
export type GridViewPrefs = {
  columns: Record<string, boolean>;
  density: GridDensity;
};

export const defaultGridViewPrefs: GridViewPrefs = { columns: {}, density: 'standard' };

type PrefsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One key per user and table, so people sharing a browser keep their own views. */
export function gridViewKey(userId: string | number, table: string): string {
  return `grid-view:${userId}:${table}`;
}

/** What was stored, or the defaults; anything unreadable is dropped one field at a time. */
export function readGridViewPrefs(
  storage: PrefsStorage,
  userId: string | number,
  table: string,
): GridViewPrefs {
  let data: unknown;
  try {
    data = JSON.parse(storage.getItem(gridViewKey(userId, table)) ?? 'null');
  } catch {
    return defaultGridViewPrefs;
  }
  if (typeof data !== 'object' || data === null) return defaultGridViewPrefs;
  const { columns, density } = data as Record<string, unknown>;
  const chosen: Record<string, boolean> = {};
  if (typeof columns === 'object' && columns !== null) {
    for (const [field, visible] of Object.entries(columns)) {
      if (typeof visible === 'boolean') chosen[field] = visible;
    }
  }
  return {
    columns: chosen,
    density: gridDensities.find((d) => d === density) ?? defaultGridViewPrefs.density,
  };
}

/** Keeps the choice; the defaults are stored as nothing. Storage may be off (private mode). */
export function writeGridViewPrefs(
  storage: PrefsStorage,
  userId: string | number,
  table: string,
  prefs: GridViewPrefs,
) {
  const key = gridViewKey(userId, table);
  try {
    if (Object.keys(prefs.columns).length === 0 && prefs.density === 'standard') {
      storage.removeItem(key);
    } else {
      storage.setItem(key, JSON.stringify(prefs));
    }
  } catch {
    // Full or disabled storage: the choice lasts until the page is left.
  }
}
