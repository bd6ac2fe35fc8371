import type { ListItem } from '@app/contract';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { dayColumn } from '../../../components/data-grid/day-column.ts';
import { rowActionsColumn } from '../../../components/data-grid/row-actions.tsx';
import { TitleCell } from '../../../components/data-grid/title-cell.tsx';
import { titleColumn } from '../../../components/data-grid/title-column.ts';

/** Where a list's members are shown: the creators page filtered by the list. */
export function membersHref(id: number) {
  return `/influencers?list=${id}`;
}

/** The lists grid's columns; the name leads to the list's members. */
export function useListColumns(
  onOpenMenu: (anchor: HTMLElement, list: ListItem) => void,
): GridColDef<ListItem>[] {
  const { t } = useTranslation();
  return [
    titleColumn<ListItem>('name', t('Name'), 240, (row) => (
      <TitleCell title={row.name} to={membersHref(row.id)} subtitle={row.description} />
    )),
    {
      field: 'itemsCount',
      headerName: t('Members'),
      type: 'number',
      width: 130,
    },
    dayColumn('createdAt', t('Created'), 150),
    dayColumn('updatedAt', t('Updated'), 150),
    rowActionsColumn<ListItem>({
      name: (row) => t('Actions for {{name}}', { name: row.name }),
      onOpen: onOpenMenu,
    }),
  ];
}
