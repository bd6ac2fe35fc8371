import type { InfluencerListItem } from '@app/contract';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { DataGrid, type GridSortModel } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkActionsBar } from '../../../components/data-grid/bulk-actions-bar.tsx';
import { DeleteRowsDialog } from '../../../components/data-grid/delete-rows-dialog.tsx';
import { GridEmptyRow } from '../../../components/data-grid/grid-empty-row.tsx';
import { useGridSelection } from '../../../components/data-grid/grid-selection.ts';
import { useBulkDelete } from '../../../components/data-grid/use-bulk-delete.ts';
import { EmptyStateCard } from '../../../components/empty-state-card.tsx';
import { FiltersButton } from '../../../components/filters-button.tsx';
import { CreatorsIllustration } from '../../../components/illustrations/creators-illustration.tsx';
import { AreaPageHeader } from '../../../components/page-header.tsx';
import { QueryEmptyState } from '../../../components/query-empty-state.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { useDebouncedValue } from '../../../components/use-debounced-value.ts';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { formatTotal } from '../../../format/format.ts';
import { allListsParams, useLists } from '../../lists/index.ts';
import {
  useDeleteInfluencers,
  useExportInfluencers,
  useInfluencerList,
} from '../api/influencers-api.ts';
import { useTableViews } from '../api/table-views-api.ts';
import { AddInfluencerDialog, type AddInfluencerTab } from '../dialogs/add-influencer-dialog.tsx';
import { AddToListDialog } from '../dialogs/add-to-list-dialog.tsx';
import type { InfluencerColumnField } from '../logic/columns.ts';
import {
  countActiveFilters,
  isSortField,
  toExportRequest,
  toListRequest,
} from '../logic/list-query.ts';
import { useInfluencerGridState } from '../logic/use-influencer-grid-state.ts';
import { ActiveFilterChips } from '../sections/active-filter-chips.tsx';
import { ColumnChooser } from '../sections/column-chooser.tsx';
import { ImportTasksCard } from '../sections/import-tasks-card.tsx';
import { useInfluencerColumns } from '../sections/influencer-columns.tsx';
import { InfluencerFiltersDrawer } from '../sections/influencer-filters-drawer.tsx';
import { TableViewsBar } from '../sections/table-views-bar.tsx';

/** /influencers: the creator CRM's server-paged grid with filters, saved views and bulk actions. */
export function InfluencersListPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const views = useTableViews();
  const grid = useInfluencerGridState(views.data?.items ?? (views.isError ? [] : undefined));
  const { query, columns: visibility } = grid.state;
  const lists = useLists(allListsParams);
  const columns = useInfluencerColumns();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [addDialog, setAddDialog] = useState<AddInfluencerTab | null>(null);
  const [addingToList, setAddingToList] = useState(false);
  const exporting = useExportInfluencers();

  const search = useDebouncedValue(query.search.trim(), 350);
  const request = useMemo(
    () => toListRequest({ ...query, search }, grid.pagination.page, grid.pagination.pageSize),
    [query, search, grid.pagination],
  );
  const list = useInfluencerList(request, grid.ready);
  const rows = list.data?.items ?? [];
  const selection = useGridSelection(rows);
  const selectedIds = selection.selected.map((row) => row.id);
  const remove = useBulkDelete<InfluencerListItem, number[]>(
    useDeleteInfluencers(),
    (ids) => ids,
    selection.clear,
  );
  const total = list.data?.total;
  // Past the server's count cap the grid pages on while pages come back full.
  const totalCapped = list.data?.totalCapped ?? false;
  const activeFilters = countActiveFilters(query.filters);
  const narrowed = activeFilters > 0 || search !== '';
  const noCreatorsYet = grid.ready && list.isSuccess && total === 0 && !narrowed;

  const headers = Object.fromEntries(
    columns.map((c) => [c.field, c.headerName ?? c.field]),
  ) as Record<InfluencerColumnField, string>;
  const sortModel: GridSortModel = query.sort
    ? [{ field: query.sort.field, sort: query.sort.order }]
    : [];

  // Every row the current search and filters match, or only the selected ones; grid's sort.
  const exportRows = (ids: number[] = []) =>
    exporting.mutate(toExportRequest({ ...query, search }, ids), {
      onSuccess: (name) => enqueueSnackbar(t('Saved {{name}}', { name }), { variant: 'success' }),
      onError: toastError,
    });

  const deleteText = (count: number) =>
    t(
      'Delete {{count}} creator(s) with their channels, notes and list memberships? This cannot be undone.',
      { count },
    );

  const addButtons = (
    <Box sx={{ display: 'flex', gap: 1.5 }}>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<UploadFileOutlined />}
        onClick={() => setAddDialog('import')}
      >
        {t('Import XLS')}
      </Button>
      <Button
        variant="contained"
        color="inherit"
        startIcon={<Add />}
        onClick={() => setAddDialog('link')}
      >
        {t('Add influencer')}
      </Button>
    </Box>
  );

  return (
    <>
      <AreaPageHeader title={t('Influencers')} action={noCreatorsYet ? null : addButtons} />
      <ImportTasksCard />

      {noCreatorsYet ? (
        <EmptyStateCard
          icon={<PersonSearchOutlined />}
          title={t('No creators yet')}
          description={t(
            'Paste a YouTube or Twitch channel link, or import a spreadsheet of creators to start your CRM.',
          )}
          action={addButtons}
        >
          <Box sx={{ width: 200, mt: 1, color: 'primary.main' }} aria-hidden>
            <CreatorsIllustration />
          </Box>
        </EmptyStateCard>
      ) : (
        <Card>
          <TableViewsBar
            views={views.data?.items ?? []}
            loading={views.isPending}
            activeId={grid.viewId}
            state={grid.state}
            onChoose={(id) => {
              selection.clear();
              grid.chooseView(id);
            }}
            onCreated={grid.adoptView}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 2.5 }}>
            <SearchField
              value={query.search}
              onChange={(search) => grid.setQuery({ search })}
              placeholder={t('Search name, email or channel…')}
              ariaLabel={t('Search influencers')}
              basis={280}
            />
            <FiltersButton active={activeFilters} onClick={() => setFiltersOpen(true)} />
            <ColumnChooser value={visibility} headers={headers} onChange={grid.setColumns} />
            <Button
              color="inherit"
              startIcon={<FileDownloadOutlined />}
              disabled={exporting.isPending || !total}
              onClick={() => exportRows()}
            >
              {t('Export')}
            </Button>
          </Box>

          <ActiveFilterChips
            filters={query.filters}
            search={query.search}
            total={total}
            totalCapped={totalCapped}
            lists={lists.data?.items ?? []}
            onChange={(filters) => grid.setQuery({ filters })}
            onClearSearch={() => grid.setQuery({ search: '' })}
            onClearAll={() => grid.setQuery({ filters: {}, search: '' })}
          />

          {selectedIds.length ? (
            <BulkActionsBar count={selectedIds.length} onClear={selection.clear}>
              <Button
                size="small"
                color="inherit"
                startIcon={<PlaylistAddOutlined />}
                onClick={() => setAddingToList(true)}
              >
                {t('Add to list')}
              </Button>
              <Button
                size="small"
                color="inherit"
                startIcon={<FileDownloadOutlined />}
                disabled={exporting.isPending}
                onClick={() => exportRows(selectedIds)}
              >
                {t('Export selected')}
              </Button>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlined />}
                onClick={() => remove.ask(selection.selected)}
              >
                {t('Delete')}
              </Button>
            </BulkActionsBar>
          ) : null}

          <DataGrid<InfluencerListItem>
            aria-label={t('Influencers')}
            rows={rows}
            columns={columns}
            getRowId={(row) => row.id}
            rowCount={totalCapped ? -1 : (total ?? 0)}
            paginationMeta={{ hasNextPage: totalCapped }}
            localeText={{
              paginationDisplayedRows: ({ from, to, count }) =>
                `${from}–${to} of ${totalCapped || count === -1 ? formatTotal(total ?? to, true) : formatTotal(count, false)}`,
            }}
            loading={!grid.ready || list.isFetching}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            disableColumnFilter
            disableColumnMenu
            paginationModel={grid.pagination}
            onPaginationModelChange={grid.setPagination}
            pageSizeOptions={[25, 50, 100]}
            sortModel={sortModel}
            onSortModelChange={(model) => {
              const first = model[0];
              grid.setQuery({
                sort:
                  first && isSortField(first.field)
                    ? { field: first.field, order: first.sort === 'desc' ? 'desc' : 'asc' }
                    : null,
              });
            }}
            columnVisibilityModel={visibility}
            onColumnVisibilityModelChange={(model) => grid.setColumns({ ...visibility, ...model })}
            checkboxSelection
            disableRowSelectionOnClick
            keepNonExistentRowsSelected
            rowSelectionModel={selection.model}
            onRowSelectionModelChange={selection.setModel}
            getRowHeight={() => 'auto'}
            columnHeaderHeight={56}
            autoHeight={rows.length > 0}
            slots={{
              noRowsOverlay: () => (
                <GridEmptyRow columns={columns.length}>
                  <QueryEmptyState
                    compact
                    query={list}
                    errorTitle={t('Could not load influencers')}
                    icon={<PersonSearchOutlined />}
                    title={t('No creators match')}
                    description={t('Try another search, or clear some filters.')}
                  />
                </GridEmptyRow>
              ),
            }}
            sx={{
              minHeight: rows.length ? undefined : 420,
              '& .MuiDataGrid-cell': { py: 1.25 },
              '& .MuiDataGrid-overlayWrapper': { minHeight: 300 },
            }}
          />
        </Card>
      )}

      <InfluencerFiltersDrawer
        open={filtersOpen}
        filters={query.filters}
        lists={lists.data?.items ?? []}
        onChange={(filters) => grid.setQuery({ filters })}
        onClose={() => setFiltersOpen(false)}
      />
      <AddInfluencerDialog
        open={addDialog !== null}
        initialTab={addDialog ?? 'link'}
        onClose={() => setAddDialog(null)}
      />
      <AddToListDialog
        open={addingToList}
        ids={selectedIds}
        onClose={() => setAddingToList(false)}
        onDone={selection.clear}
      />
      <DeleteRowsDialog
        state={remove}
        title={t('Delete creators')}
        one={() => deleteText(1)}
        many={deleteText}
      />
    </>
  );
}
