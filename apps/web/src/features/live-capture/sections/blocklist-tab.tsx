import { type BlocklistEntry, blocklistKindLabel } from '@app/contract';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { ListColumn } from '../../../components/data-grid/grid-fit.ts';
import { GridToolbar } from '../../../components/data-grid/grid-toolbar.tsx';
import { listRequest } from '../../../components/data-grid/list-request.ts';
import { RowActionsMenu, rowActionsColumn } from '../../../components/data-grid/row-actions.tsx';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid.tsx';
import { useEditableList } from '../../../components/data-grid/use-editable-list.ts';
import { Label } from '../../../components/label.tsx';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { formatDay } from '../../../format/format.ts';
import { useBlocklist, useDeleteBlocklistEntry } from '../api/live-capture-queries.ts';
import { BlocklistEntryDialog } from '../dialogs/blocklist-entry-dialog.tsx';

const noSort: readonly never[] = [];

/**
 * Settings > Live capture blocklist: emails, email domains and channels that never get a key
 * through a lead magnet (their creators are told only that their application was received).
 */
export function BlocklistTab() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const { grid, search, dialog, menu, common } = useEditableList<BlocklistEntry, never>({
    table: 'live-capture-blocklist',
    sortFields: noSort,
  });
  const [deleting, setDeleting] = useState<BlocklistEntry | null>(null);
  const remove = useDeleteBlocklistEntry();
  const list = useBlocklist(listRequest(grid, search));
  const rows = list.data?.items ?? [];

  const columns = useMemo<ListColumn<BlocklistEntry>[]>(
    () => [
      {
        field: 'value',
        headerName: t('Blocked'),
        flex: 1,
        minWidth: 220,
        sortable: false,
        renderCell: ({ row }) => (
          <Typography variant="subtitle2" noWrap sx={{ lineHeight: 'inherit' }}>
            {row.value}
          </Typography>
        ),
      },
      {
        field: 'kind',
        headerName: t('Kind'),
        width: 140,
        sortable: false,
        renderCell: ({ row }) => (
          <Label color={row.kind === 'channel' ? 'info' : 'default'}>
            {t(blocklistKindLabel[row.kind])}
          </Label>
        ),
      },
      {
        field: 'note',
        headerName: t('Note'),
        flex: 1,
        minWidth: 180,
        priority: 3,
        sortable: false,
        valueGetter: (_v, row) => row.note ?? '—',
      },
      {
        // Only counts are kept of blocked attempts (issue 26): no address, channel or IP.
        field: 'blockedAttempts',
        headerName: t('Attempts blocked'),
        width: 140,
        priority: 2,
        sortable: false,
        type: 'number',
      },
      {
        field: 'createdBy',
        headerName: t('Added by'),
        width: 160,
        priority: 4,
        sortable: false,
        valueGetter: (_v, row) => row.createdBy?.name ?? '—',
      },
      {
        field: 'createdAt',
        headerName: t('Added'),
        width: 130,
        priority: 2,
        sortable: false,
        valueFormatter: (value: string) => formatDay(value),
      },
      rowActionsColumn<BlocklistEntry>({
        name: (row) => t('Actions for {{name}}', { name: row.value }),
        onOpen: menu.open,
      }),
    ],
    [t, menu.open],
  );

  return (
    <Card>
      <GridToolbar
        search={{
          ...search,
          placeholder: t('Search emails, domains or channels…'),
          ariaLabel: t('Search the blocklist'),
        }}
        add={{ label: t('Block'), onClick: dialog.add }}
      />
      <ServerDataGrid<BlocklistEntry, never>
        label={t('Live capture blocklist')}
        grid={grid}
        query={list}
        columns={columns}
        disableColumnMenu
        disableColumnSorting
        rowHeight={60}
        autoHeight={rows.length > 0}
        errorTitle={t('Could not load the blocklist')}
        empty={{
          icon: <BlockOutlined />,
          title: t('Nobody is blocked'),
          description: t(
            'Block an email, a whole email domain or a channel: their submissions get no key and a neutral answer.',
          ),
          noMatch: Boolean(search.debounced) && {
            title: t('Nothing blocked matches'),
            description: t('Try another search.'),
          },
        }}
        emptyHeight={300}
        sx={{ minHeight: rows.length ? undefined : 380 }}
      />
      <RowActionsMenu menu={menu} actions={(entry) => [common.remove(() => setDeleting(entry))]} />
      {dialog.open ? <BlocklistEntryDialog onClose={dialog.close} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('Unblock')}
        content={t(
          'Remove {{value}} from the blocklist? Its next submission is handled as usual.',
          {
            value: deleting?.value ?? '',
          },
        )}
        confirmLabel={t('Unblock')}
        loading={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              enqueueSnackbar(t('{{value}} unblocked', { value: deleting.value }), {
                variant: 'success',
              });
              setDeleting(null);
            },
            onError: toastError,
          });
        }}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
