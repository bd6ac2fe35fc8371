import {
  type User,
  type UserListRequest,
  UserRole,
  UserStatus,
  userRoleLabel,
  userSortFields,
  userStatusLabel,
} from '@app/contract';
import Add from '@mui/icons-material/Add';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Search from '@mui/icons-material/Search';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { isRowSelected } from '../../components/data-grid/grid-selection.ts';
import { RowActionsMenu, rowActionsColumn } from '../../components/data-grid/row-actions.tsx';
import { ServerDataGrid } from '../../components/data-grid/server-data-grid.tsx';
import { useServerGrid } from '../../components/data-grid/use-server-grid.ts';
import { initialsOf } from '../../components/initials.ts';
import { Label } from '../../components/label.tsx';
import { useDebouncedValue } from '../../components/use-debounced-value.ts';
import { useCurrentUser } from '../auth/current-user.ts';
import { MemberDialog } from './member-dialog.tsx';
import { useDeleteUsers, useUpdateUser, useUserList } from './team-api.ts';

type SortField = (typeof userSortFields)[number];
type Confirm = { kind: 'delete'; users: User[] } | { kind: 'suspend'; user: User } | null;

const emptySelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

function formatDate(value: string | null, locale: string): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? '—'
    : date.toLocaleDateString(locale === 'ar' ? 'en' : locale, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      });
}

export function TeamTab() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const me = useCurrentUser();

  const grid = useServerGrid({
    sortFields: userSortFields,
    defaultSort: { field: 'createdAt', order: 'desc' },
  });
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<UserRole | ''>('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [selection, setSelection] = useState<GridRowSelectionModel>(emptySelection);
  const [dialog, setDialog] = useState<{ open: boolean; member: User | null }>({
    open: false,
    member: null,
  });
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; user: User } | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), 350);

  const params = useMemo<UserListRequest>(
    () => ({
      ...grid.request,
      search: debouncedSearch || undefined,
      filters: {
        ...(role ? { role } : {}),
        ...(status ? { status } : {}),
      },
    }),
    [grid.request, debouncedSearch, role, status],
  );

  const list = useUserList(params);
  const updateUser = useUpdateUser();
  const deleteUsers = useDeleteUsers();
  const rows = list.data?.items ?? [];
  const selectedUsers = rows.filter((row) => isRowSelected(selection, row.id));
  const filtered = Boolean(debouncedSearch || role || status);

  const { resetPage } = grid;

  const setMemberStatus = (user: User, next: UserStatus) => {
    updateUser.mutate(
      { id: user.id, body: { status: next } },
      {
        onSuccess: (saved) => {
          setConfirm(null);
          enqueueSnackbar(
            next === UserStatus.Suspended
              ? t('{{name}} suspended', { name: saved.name || saved.email })
              : t('{{name}} reactivated', { name: saved.name || saved.email }),
            { variant: 'success' },
          );
        },
        onError: (error) => enqueueSnackbar(t(errorMessage(error)), { variant: 'error' }),
      },
    );
  };

  const removeUsers = (users: User[]) => {
    deleteUsers.mutate(
      { ids: users.map((u) => u.id) },
      {
        onSuccess: ({ results }) => {
          setConfirm(null);
          setSelection(emptySelection);
          const done = results.filter((r) => r.ok).length;
          if (done)
            enqueueSnackbar(t('Deleted {{count}} member(s)', { count: done }), {
              variant: 'success',
            });
          for (const failed of results.filter((r) => !r.ok)) {
            const who = users.find((u) => u.id === failed.id);
            enqueueSnackbar(
              `${who?.email ?? failed.id}: ${t(failed.message ?? 'Error deleting user')}`,
              { variant: 'error' },
            );
          }
        },
        onError: (error) => {
          setConfirm(null);
          enqueueSnackbar(t(errorMessage(error)), { variant: 'error' });
        },
      },
    );
  };

  const columns: GridColDef<User>[] = [
    {
      field: 'name',
      headerName: t('Name'),
      flex: 1,
      minWidth: 260,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Avatar
            src={row.avatarUrl ?? undefined}
            alt=""
            sx={{ width: 36, height: 36, fontSize: 14 }}
          >
            {initialsOf(row.name, row.email)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap>
              {row.name || '—'}
              {row.id === me.id ? (
                <Typography
                  component="span"
                  variant="caption"
                  sx={{ color: 'text.disabled', ml: 0.75 }}
                >
                  {t('(you)')}
                </Typography>
              ) : null}
            </Typography>
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
              {row.email}
            </Typography>
          </Box>
        </Box>
      ),
    },
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
    {
      field: 'lastActivityAt',
      headerName: t('Last activity'),
      width: 140,
      valueFormatter: (v: string | null) => formatDate(v, i18n.language),
    },
    {
      field: 'createdAt',
      headerName: t('Added'),
      width: 130,
      valueFormatter: (v: string) => formatDate(v, i18n.language),
    },
    rowActionsColumn<User>({
      name: (row) => t('Actions for {{name}}', { name: row.name || row.email }),
      onOpen: (anchor, user) => setMenu({ anchor, user }),
    }),
  ];

  const menuUser = menu?.user;
  const menuUserIsMe = menuUser?.id === me.id;

  return (
    <Card>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          p: 2.5,
        }}
      >
        <TextField
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            resetPage();
          }}
          label={t('Search')}
          placeholder={t('Name or email')}
          size="medium"
          sx={{ flex: '1 1 260px' }}
          slotProps={{
            inputLabel: { shrink: true },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search sx={{ color: 'text.disabled' }} />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label={t('Role')}
          value={role}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          onChange={(e) => {
            setRole(e.target.value === '' ? '' : (Number(e.target.value) as UserRole));
            resetPage();
          }}
          sx={{ width: { xs: 1, sm: 160 } }}
        >
          <MenuItem value="">{t('All roles')}</MenuItem>
          <MenuItem value={UserRole.Admin}>{t(userRoleLabel[UserRole.Admin])}</MenuItem>
          <MenuItem value={UserRole.Manager}>{t(userRoleLabel[UserRole.Manager])}</MenuItem>
        </TextField>
        <TextField
          select
          label={t('Status')}
          value={status}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          onChange={(e) => {
            setStatus(e.target.value === '' ? '' : (Number(e.target.value) as UserStatus));
            resetPage();
          }}
          sx={{ width: { xs: 1, sm: 160 } }}
        >
          <MenuItem value="">{t('All statuses')}</MenuItem>
          <MenuItem value={UserStatus.Active}>{t(userStatusLabel[UserStatus.Active])}</MenuItem>
          <MenuItem value={UserStatus.Suspended}>
            {t(userStatusLabel[UserStatus.Suspended])}
          </MenuItem>
        </TextField>
        <Box sx={{ display: 'flex', gap: 1.5, ml: { sm: 'auto' } }}>
          {selectedUsers.length ? (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={() => setConfirm({ kind: 'delete', users: selectedUsers })}
            >
              {t('Delete ({{count}})', { count: selectedUsers.length })}
            </Button>
          ) : null}
          <Button
            variant="contained"
            color="inherit"
            startIcon={<Add />}
            onClick={() => setDialog({ open: true, member: null })}
          >
            {t('Add member')}
          </Button>
        </Box>
      </Box>

      <Box sx={{ height: rows.length || list.isPending ? 'auto' : 420 }}>
        <ServerDataGrid<User, SortField>
          label={t('Team members')}
          grid={grid}
          query={list}
          rows={rows}
          columns={columns}
          getRowId={(row) => row.id}
          checkboxSelection
          isRowSelectable={({ row }) => row.id !== me.id}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          rowHeight={68}
          autoHeight={rows.length > 0}
          errorTitle={t('Could not load the team')}
          empty={{
            icon: <GroupsOutlined />,
            title: filtered ? t('No members match') : t('No members yet'),
            description: filtered
              ? t('Try another search or clear the filters.')
              : t('Add your colleagues so they can sign in.'),
          }}
          sx={{ '& .MuiDataGrid-overlayWrapper': { minHeight: 300 } }}
        />
      </Box>

      <RowActionsMenu
        anchor={menu?.anchor}
        onClose={() => setMenu(null)}
        actions={
          menuUser
            ? [
                {
                  key: 'edit',
                  label: t('Edit'),
                  icon: <EditOutlined fontSize="small" />,
                  onClick: () => setDialog({ open: true, member: menuUser }),
                },
                menuUser.status === UserStatus.Active
                  ? {
                      key: 'suspend',
                      label: t('Suspend'),
                      icon: <BlockOutlined fontSize="small" />,
                      warning: true,
                      disabled: menuUserIsMe,
                      onClick: () => setConfirm({ kind: 'suspend', user: menuUser }),
                    }
                  : {
                      key: 'reactivate',
                      label: t('Reactivate'),
                      icon: <ReplayOutlined fontSize="small" />,
                      onClick: () => setMemberStatus(menuUser, UserStatus.Active),
                    },
                {
                  key: 'delete',
                  label: t('Delete'),
                  icon: <DeleteOutlined fontSize="small" />,
                  danger: true,
                  disabled: menuUserIsMe,
                  onClick: () => setConfirm({ kind: 'delete', users: [menuUser] }),
                },
              ]
            : []
        }
      />

      <MemberDialog
        open={dialog.open}
        member={dialog.member}
        onClose={() => setDialog({ open: false, member: null })}
      />

      <ConfirmDialog
        open={confirm?.kind === 'delete'}
        title={t('Delete members')}
        content={
          confirm?.kind === 'delete'
            ? confirm.users.length === 1
              ? t(
                  'Delete {{name}}? They will no longer be able to sign in. This cannot be undone.',
                  {
                    name: confirm.users[0]?.name || confirm.users[0]?.email,
                  },
                )
              : t(
                  'Delete {{count}} members? They will no longer be able to sign in. This cannot be undone.',
                  {
                    count: confirm.users.length,
                  },
                )
            : ''
        }
        confirmLabel={t('Delete')}
        loading={deleteUsers.isPending}
        onConfirm={() => confirm?.kind === 'delete' && removeUsers(confirm.users)}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm?.kind === 'suspend'}
        title={t('Suspend member')}
        color="warning"
        content={
          confirm?.kind === 'suspend'
            ? t(
                'Suspend {{name}}? They are signed out at once and cannot sign in until reactivated.',
                {
                  name: confirm.user.name || confirm.user.email,
                },
              )
            : ''
        }
        confirmLabel={t('Suspend')}
        loading={updateUser.isPending}
        onConfirm={() =>
          confirm?.kind === 'suspend' && setMemberStatus(confirm.user, UserStatus.Suspended)
        }
        onClose={() => setConfirm(null)}
      />
    </Card>
  );
}
