import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField, type SearchFieldProps } from '../search-field.tsx';
import { BulkActionsBar } from './bulk-actions-bar.tsx';
import { GridViewButton } from './grid-view-button.tsx';
import type { ServerGrid } from './use-server-grid.ts';

type GridToolbarProps = {
  /** The search box: its state (useGridSearch) and words. */
  search?: SearchFieldProps;
  /** Filters after the search box, e.g. FilterSelect. */
  filters?: ReactNode;
  /**
   * What the selected rows offer. `onDelete` adds "Delete (n)" beside the other actions;
   * `actions` open a "n selected" bar under the toolbar. Neither shows while nothing is selected.
   */
  selection?: { count: number; onDelete?: () => void; actions?: ReactNode };
  /** Other buttons, before the add button (e.g. Merge, Export). */
  actions?: ReactNode;
  /** The list's primary button. */
  add?: { label: string; onClick: () => void };
  /** The list's grid (useServerGrid): adds "Display", its density and columns. */
  view?: Pick<ServerGrid<string>, 'view' | 'apiRef'>;
};

/** The row above a list: search, filters, then at the far end bulk actions and the add button. */
export function GridToolbar({ search, filters, selection, actions, add, view }: GridToolbarProps) {
  const { t } = useTranslation();
  const count = selection?.count ?? 0;
  const onDelete = count ? selection?.onDelete : undefined;
  const end = onDelete || actions || add || view;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2.5 }}>
        {search ? <SearchField {...search} /> : null}
        {filters}
        {end ? (
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, marginInlineStart: { sm: 'auto' } }}
          >
            {onDelete ? (
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlined />}
                onClick={onDelete}
              >
                {t('Delete ({{count}})', { count })}
              </Button>
            ) : null}
            {view ? <GridViewButton grid={view} /> : null}
            {actions}
            {add ? (
              <Button variant="contained" color="inherit" startIcon={<Add />} onClick={add.onClick}>
                {add.label}
              </Button>
            ) : null}
          </Box>
        ) : null}
      </Box>
      {count && selection?.actions ? (
        <BulkActionsBar count={count}>{selection.actions}</BulkActionsBar>
      ) : null}
    </>
  );
}
