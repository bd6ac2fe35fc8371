import { type ListItem, type ListListRequest, listSortFields } from '@app/contract';
import Add from '@mui/icons-material/Add';
import CallMerge from '@mui/icons-material/CallMerge';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/errors.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { isRowSelected } from '../../components/data-grid/grid-selection.ts';
import { RowActionsMenu, rowActionsColumn } from '../../components/data-grid/row-actions.tsx';
import { ServerDataGrid } from '../../components/data-grid/server-data-grid.tsx';
import { useServerGrid } from '../../components/data-grid/use-server-grid.ts';
import { SearchField } from '../../components/search-field.tsx';
import { useDebouncedValue } from '../../components/use-debounced-value.ts';
import { ListDialog } from './list-dialog.tsx';
import { useDeleteLists, useLists } from './lists-api.ts';
import { MergeListsDialog } from './merge-lists-dialog.tsx';

type SortField = (typeof listSortFields)[number];
const emptySelection: GridRowSelectionModel = { type: 'include', ids: new Set() };
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function membersHref(id: number) {
  return `/influencers?list=${id}`;
}

/** Settings > Lists: the influencer lists, paged on the server, with create, rename, merge and delete. */
export function ListsTab() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const grid = useServerGrid({
    sortFields: listSortFields,
    defaultSort: { field: 'name', order: 'asc' },
  });
  const [search, setSearch] = useState('');
  const [selection, setSelection] = useState<GridRowSelectionModel>(emptySelection);
  const [dialog, setDialog] = useState<{ open: boolean; list: ListItem | null }>({
    open: false,
    list: null,
  });
  const [merge, setMerge] = useState<{ open: boolean; source: ListItem | null }>({
    open: false,
    source: null,
  });
  const [confirm, setConfirm] = useState<ListItem[] | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; list: ListItem } | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), 350);
  const remove = useDeleteLists();

  const params = useMemo<ListListRequest>(
    () => ({ ...grid.request, search: debouncedSearch || undefined }),
    [grid.request, debouncedSearch],
  );

  const lists = useLists(params);
  const rows = lists.data?.items ?? [];
  const selected = rows.filter((row) => isRowSelected(selection, row.id));

  const removeLists = (targets: ListItem[]) => {
    remove.mutate(
      targets.map((l) => l.id),
      {
        onSuccess: ({ results }) => {
          setConfirm(null);
          setSelection(emptySelection);
          const ok = results.filter((r) => r.ok).length;
          if (ok)
            enqueueSnackbar(t('Deleted {{count}} list(s)', { count: ok }), { variant: 'success' });
          for (const failed of results.filter((r) => !r.ok)) {
            const name = targets.find((l) => l.id === failed.id)?.name ?? failed.id;
            enqueueSnackbar(`${name}: ${t(failed.message ?? 'Something goes wrong')}`, {
              variant: 'error',
            });
          }
        },
        onError: (error) => {
          setConfirm(null);
          enqueueSnackbar(t(errorMessage(error)), { variant: 'error' });
        },
      },
    );
  };

  const columns: GridColDef<ListItem>[] = [
    {
      field: 'name',
      headerName: t('Name'),
      flex: 1,
      minWidth: 240,
      renderCell: ({ row }) => (
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={membersHref(row.id)}
            variant="subtitle2"
            color="text.primary"
            underline="hover"
            noWrap
            sx={{ display: 'block' }}
          >
            {row.name}
          </Link>
          {row.description ? (
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
              {row.description}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    {
      field: 'itemsCount',
      headerName: t('Members'),
      type: 'number',
      width: 130,
    },
    {
      field: 'createdAt',
      headerName: t('Created'),
      width: 150,
      valueFormatter: (value: string) => dayFormat.format(new Date(value)),
    },
    {
      field: 'updatedAt',
      headerName: t('Updated'),
      width: 150,
      valueFormatter: (value: string) => dayFormat.format(new Date(value)),
    },
    rowActionsColumn<ListItem>({
      name: (row) => t('Actions for {{name}}', { name: row.name }),
      onOpen: (anchor, list) => setMenu({ anchor, list }),
    }),
  ];

  const menuList = menu?.list;

  return (
    <Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2.5 }}>
        <SearchField
          value={search}
          onChange={(value) => {
            setSearch(value);
            grid.resetPage();
          }}
          placeholder={t('Search lists…')}
          ariaLabel={t('Search lists')}
        />
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, marginInlineStart: { sm: 'auto' } }}
        >
          {selected.length ? (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={() => setConfirm(selected)}
            >
              {t('Delete ({{count}})', { count: selected.length })}
            </Button>
          ) : null}
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<CallMerge />}
            onClick={() => setMerge({ open: true, source: null })}
          >
            {t('Merge lists')}
          </Button>
          <Button
            variant="contained"
            color="inherit"
            startIcon={<Add />}
            onClick={() => setDialog({ open: true, list: null })}
          >
            {t('New list')}
          </Button>
        </Box>
      </Box>

      <ServerDataGrid<ListItem, SortField>
        label={t('Lists')}
        grid={grid}
        query={lists}
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        disableColumnMenu
        checkboxSelection
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        rowHeight={68}
        autoHeight={rows.length > 0}
        errorTitle={t('Could not load lists')}
        empty={{
          icon: <ListAltOutlined />,
          title: debouncedSearch ? t('No lists match') : t('No lists yet'),
          description: debouncedSearch
            ? t('Try another search.')
            : t('Group creators into lists, merge them and use them to fill campaigns.'),
        }}
        sx={{
          minHeight: rows.length ? undefined : 380,
          '& .MuiDataGrid-overlayWrapper': { minHeight: 300 },
        }}
      />

      <RowActionsMenu
        anchor={menu?.anchor}
        onClose={() => setMenu(null)}
        width={200}
        actions={
          menuList
            ? [
                {
                  key: 'members',
                  label: t('View members'),
                  icon: <GroupOutlined fontSize="small" />,
                  to: membersHref(menuList.id),
                },
                {
                  key: 'rename',
                  label: t('Rename'),
                  icon: <EditOutlined fontSize="small" />,
                  onClick: () => setDialog({ open: true, list: menuList }),
                },
                {
                  key: 'merge',
                  label: t('Merge into…'),
                  icon: <CallMerge fontSize="small" />,
                  onClick: () => setMerge({ open: true, source: menuList }),
                },
                {
                  key: 'delete',
                  label: t('Delete'),
                  icon: <DeleteOutlined fontSize="small" />,
                  danger: true,
                  onClick: () => setConfirm([menuList]),
                },
              ]
            : []
        }
      />

      <ListDialog
        open={dialog.open}
        list={dialog.list}
        onClose={() => setDialog({ open: false, list: null })}
      />
      <MergeListsDialog
        open={merge.open}
        source={merge.source}
        onClose={() => setMerge({ open: false, source: null })}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={t('Delete lists')}
        content={
          confirm?.length === 1
            ? t('Delete the list "{{name}}"? Its creators stay in the CRM.', {
                name: confirm[0]?.name,
              })
            : t('Delete {{count}} lists? Their creators stay in the CRM.', {
                count: confirm?.length ?? 0,
              })
        }
        confirmLabel={t('Delete')}
        loading={remove.isPending}
        onConfirm={() => confirm && removeLists(confirm)}
        onClose={() => setConfirm(null)}
      />
    </Card>
  );
}
