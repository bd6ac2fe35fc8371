import { GRID_CHECKBOX_SELECTION_FIELD, type GridCellParams, gridClasses } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import {
  autoHiddenColumns,
  changedColumns,
  type ListColumn,
  PIN_EDGE_CLASS,
  pinnedColumns,
  visibilityModel,
} from './grid-fit.ts';

type Row = { id: number };

// 190 + 130 + 100 + 110 + 80 + 140 = 750 px when everything shows.
const columns: ListColumn<Row>[] = [
  { field: 'name', flex: 1, minWidth: 190 },
  { field: 'channels', width: 130, priority: 5 },
  { field: 'subscribers', width: 100, priority: 4 },
  { field: 'status', width: 110 },
  { field: 'views', width: 80, priority: 3 },
  { field: 'lastChange', width: 140 },
];

describe('autoHiddenColumns', () => {
  it('hides nothing while everything fits, or before the width is known', () => {
    expect(autoHiddenColumns(columns, 750, {})).toEqual([]);
    expect(autoHiddenColumns(columns, 2000, {})).toEqual([]);
    expect(autoHiddenColumns(columns, null, {})).toEqual([]);
  });

  it('hides the highest priority number first, only as many as the room needs', () => {
    expect(autoHiddenColumns(columns, 749, {})).toEqual(['channels']);
    expect(autoHiddenColumns(columns, 620, {})).toEqual(['channels']);
    expect(autoHiddenColumns(columns, 619, {})).toEqual(['channels', 'subscribers']);
    expect(autoHiddenColumns(columns, 500, {})).toEqual(['channels', 'subscribers', 'views']);
  });

  it('never hides a priority-1 column: what still does not fit scrolls', () => {
    expect(autoHiddenColumns(columns, 100, {})).toEqual(['channels', 'subscribers', 'views']);
  });

  it('among equal priorities, hides the later column first', () => {
    const equal: ListColumn<Row>[] = [
      { field: 'name', width: 200 },
      { field: 'a', width: 100, priority: 2 },
      { field: 'b', width: 100, priority: 2 },
    ];
    expect(autoHiddenColumns(equal, 350, {})).toEqual(['b']);
  });

  it('adds the columns the user chose to show without pushing others out', () => {
    // Channels chosen: it shows on top of what fits (the table scrolls), nothing else hides.
    expect(autoHiddenColumns(columns, 620, { channels: true })).toEqual([]);
    expect(autoHiddenColumns(columns, 600, { channels: true })).toEqual(['subscribers']);
    // Status hidden by choice frees its 110 px: everything else fits.
    expect(autoHiddenColumns(columns, 640, { status: false })).toEqual([]);
  });
});

describe('visibilityModel and changedColumns', () => {
  it('shows the user choices over the columns hidden to fit', () => {
    expect(visibilityModel(['channels', 'views'], { views: true, status: false })).toEqual({
      channels: false,
      views: true,
      status: false,
    });
  });

  it('reads a change the grid proposes as choices, column by column', () => {
    const shown = { channels: false };
    const fields = columns.map((c) => c.field);
    // "Hide column" on Status; Channels unchanged (still hidden).
    expect(changedColumns(shown, { channels: false, status: false }, fields)).toEqual({
      status: false,
    });
    // "Show all" proposes an empty model: Channels comes back by choice.
    expect(changedColumns(shown, {}, fields)).toEqual({ channels: true });
  });
});

describe('pinnedColumns', () => {
  const classOf = (value: unknown) =>
    typeof value === 'function' ? value({} as GridCellParams) : value;

  it('pins the checkbox and the first column at the start, and the ⋮ column at the end', () => {
    const out = pinnedColumns<Row>(
      [
        { field: 'name', cellClassName: 'name-cell' },
        { field: 'status', priority: 2 },
        { field: 'actions', width: 64 },
      ],
      true,
    );
    expect(out.map((c) => c.field)).toEqual([
      GRID_CHECKBOX_SELECTION_FIELD,
      'name',
      'status',
      'actions',
    ]);
    const [checkbox, name, status, actions] = out;
    expect(classOf(checkbox?.cellClassName)).toBe(gridClasses['cell--pinnedLeft']);
    expect(classOf(name?.cellClassName)).toBe(
      `name-cell ${gridClasses['cell--pinnedLeft']} ${PIN_EDGE_CLASS}`,
    );
    expect(classOf(name?.headerClassName)).toBe(
      `${gridClasses['columnHeader--pinnedLeft']} ${PIN_EDGE_CLASS}`,
    );
    expect(name?.hideable).toBe(false);
    expect(status?.cellClassName).toBeUndefined();
    expect(status && 'priority' in status).toBe(false);
    expect(classOf(actions?.cellClassName)).toBe(gridClasses['cell--pinnedRight']);
  });

  it('pins only the first column when rows cannot be ticked and there is no ⋮ column', () => {
    const out = pinnedColumns<Row>([{ field: 'name' }, { field: 'status' }], false);
    expect(out.map((c) => c.field)).toEqual(['name', 'status']);
    expect(classOf(out[1]?.cellClassName)).toBeUndefined();
  });
});
