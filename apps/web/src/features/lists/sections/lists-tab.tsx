import { type ListItem, listSortFields } from '@app/contract';
import CallMerge from '@mui/icons-material/CallMerge';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteRowsDialog } from '../../../components/data-grid/delete-rows-dialog.tsx';
import { GridToolbar } from '../../../components/data-grid/grid-toolbar.tsx';
import { listRequest } from '../../../components/data-grid/list-request.ts';
import { RowActionsMenu } from '../../../components/data-grid/row-actions.tsx';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid.tsx';
import { useDeletableRows } from '../../../components/data-grid/use-bulk-delete.ts';
import {
  deleteSelected,
  useEditableList,
} from '../../../components/data-grid/use-editable-list.ts';
import { useDeleteLists, useLists } from '../api/lists-api.ts';
import { ListDialog } from '../dialogs/list-dialog.tsx';
import { MergeListsDialog } from '../dialogs/merge-lists-dialog.tsx';
import { membersHref, useListColumns } from './list-columns.tsx';

type SortField = (typeof listSortFields)[number];

/** Settings > Lists: the influencer lists, paged on the server, with create, rename, merge and delete. */
export function ListsTab() {
  const { t } = useTranslation();
  const { grid, search, dialog, menu, common } = useEditableList<ListItem, SortField>({
    table: 'lists',
    sortFields: listSortFields,
    defaultSort: { field: 'name', order: 'asc' },
  });
  const [merge, setMerge] = useState<{ open: boolean; source: ListItem | null }>({
    open: false,
    source: null,
  });

  const lists = useLists(listRequest(grid, search));
  const rows = lists.data?.items ?? [];
  const { selection, remove } = useDeletableRows(rows, useDeleteLists(), (ids) => ids);
  const columns = useListColumns(menu.open);

  return (
    <Card>
      <GridToolbar
        view={grid}
        search={{ ...search, placeholder: t('Search lists…'), ariaLabel: t('Search lists') }}
        selection={deleteSelected(selection, remove)}
        actions={
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<CallMerge />}
            onClick={() => setMerge({ open: true, source: null })}
          >
            {t('Merge lists')}
          </Button>
        }
        add={{ label: t('New list'), onClick: dialog.add }}
      />

      <ServerDataGrid<ListItem, SortField>
        label={t('Lists')}
        grid={grid}
        query={lists}
        columns={columns}
        disableColumnMenu
        selection={selection}
        rowHeight={68}
        autoHeight={rows.length > 0}
        errorTitle={t('Could not load lists')}
        empty={{
          icon: <ListAltOutlined />,
          title: t('No lists yet'),
          description: t('Group creators into lists, merge them and use them to fill campaigns.'),
          noMatch: Boolean(search.debounced) && {
            title: t('No lists match'),
            description: t('Try another search.'),
          },
        }}
        emptyHeight={300}
        sx={{ minHeight: rows.length ? undefined : 380 }}
      />

      <RowActionsMenu
        menu={menu}
        width={200}
        actions={(list) => [
          {
            key: 'members',
            label: t('View members'),
            icon: <GroupOutlined fontSize="small" />,
            to: membersHref(list.id),
          },
          common.edit(() => dialog.edit(list), t('Rename')),
          {
            key: 'merge',
            label: t('Merge into…'),
            icon: <CallMerge fontSize="small" />,
            onClick: () => setMerge({ open: true, source: list }),
          },
          common.remove(() => remove.ask([list])),
        ]}
      />

      {dialog.open ? <ListDialog list={dialog.item} onClose={dialog.close} /> : null}
      {merge.open ? (
        <MergeListsDialog
          source={merge.source}
          onClose={() => setMerge({ open: false, source: null })}
        />
      ) : null}
      <DeleteRowsDialog
        state={remove}
        title={t('Delete lists')}
        one={(list) =>
          t('Delete the list "{{name}}"? Its creators stay in the CRM.', { name: list.name })
        }
        many={(count) => t('Delete {{count}} lists? Their creators stay in the CRM.', { count })}
      />
    </Card>
  );
}
