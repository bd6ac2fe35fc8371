import { type User, UserRole, UserStatus, userRoleLabel, userStatusLabel } from '@app/contract';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { dayColumn } from '../../../components/data-grid/day-column.ts';
import { rowActionsColumn } from '../../../components/data-grid/row-actions.tsx';
import { TitleCell } from '../../../components/data-grid/title-cell.tsx';
import { titleColumn } from '../../../components/data-grid/title-column.ts';
import { Label } from '../../../components/label.tsx';
import { RowAvatar } from '../../../components/row-avatar.tsx';

/** The team grid's columns; `meId` marks the signed-in member "(you)". */
export function useTeamColumns(
  meId: number,
  onOpenMenu: (anchor: HTMLElement, user: User) => void,
): GridColDef<User>[] {
  const { t } = useTranslation();
  return [
    titleColumn<User>('name', t('Name'), 260, (row) => (
      <TitleCell
        leading={<RowAvatar src={row.avatarUrl} name={row.name} email={row.email} />}
        gap={1.5}
        title={
          <>
            {row.name || '—'}
            {row.id === meId ? (
              <Typography
                component="span"
                variant="caption"
                sx={{ color: 'text.disabled', ml: 0.75 }}
              >
                {t('(you)')}
              </Typography>
            ) : null}
          </>
        }
        subtitle={row.email}
      />
    )),
    {
      field: 'phoneNumber',
      headerName: t('Phone number'),
      width: 160,
      sortable: false,
      valueFormatter: (v: string | null) => v || '—',
    },
    {
      field: 'role',
      headerName: t('Role'),
      width: 120,
      renderCell: ({ row }) => (
        <Label color={row.role === UserRole.Admin ? 'primary' : 'default'}>
          {t(userRoleLabel[row.role])}
        </Label>
      ),
    },
    {
      field: 'status',
      headerName: t('Status'),
      width: 120,
      renderCell: ({ row }) => (
        <Label color={row.status === UserStatus.Active ? 'success' : 'error'}>
          {t(userStatusLabel[row.status])}
        </Label>
      ),
    },
    dayColumn('lastActivityAt', t('Last activity'), 140),
    dayColumn('createdAt', t('Added'), 130),
    rowActionsColumn<User>({
      name: (row) => t('Actions for {{name}}', { name: row.name || row.email }),
      onOpen: onOpenMenu,
    }),
  ];
}
