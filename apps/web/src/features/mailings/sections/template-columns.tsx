import type { MailingTemplate } from '@app/contract';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { dayColumn } from '../../../components/data-grid/day-column.ts';
import { rowActionsColumn } from '../../../components/data-grid/row-actions.tsx';
import { TitleCell } from '../../../components/data-grid/title-cell.tsx';
import { titleColumn } from '../../../components/data-grid/title-column.ts';

/** The mailing templates grid: the name opens the editor, the last column the row menu. */
export function useTemplateColumns(
  onEdit: (template: MailingTemplate) => void,
  onOpenMenu: (anchor: HTMLElement, template: MailingTemplate) => void,
): GridColDef<MailingTemplate>[] {
  const { t } = useTranslation();
  return [
    titleColumn<MailingTemplate>('name', t('Name'), 220, (row) => (
      <TitleCell
        title={row.name}
        subtitle={row.description ?? undefined}
        onClick={() => onEdit(row)}
        dir="auto"
      />
    )),
    {
      field: 'subject',
      headerName: t('Subject'),
      flex: 1,
      minWidth: 200,
      sortable: false,
    },
    {
      field: 'attachments',
      headerName: t('Attachments'),
      type: 'number',
      width: 120,
      sortable: false,
      valueGetter: (_value, row) => row.attachments.length,
    },
    dayColumn('updatedAt', t('Updated'), 140),
    rowActionsColumn<MailingTemplate>({
      name: (row) => t('Actions for {{name}}', { name: row.name }),
      onOpen: onOpenMenu,
    }),
  ];
}
