import {
  type User,
  UserRole,
  UserStatus,
  userRoleLabel,
  userSortFields,
  userStatusLabel,
} from '@app/contract';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { DeleteRowsDialog } from '../../../components/data-grid/delete-rows-dialog.tsx';
import { FilterSelect } from '../../../components/data-grid/filter-select.tsx';
import { GridToolbar } from '../../../components/data-grid/grid-toolbar.tsx';
import { listRequest } from '../../../components/data-grid/list-request.ts';
import { RowActionsMenu } from '../../../components/data-grid/row-actions.tsx';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid.tsx';
import { useDeletableRows } from '../../../components/data-grid/use-bulk-delete.ts';
import {
  deleteSelected,
  useEditableList,
  useGridFilter,
} from '../../../components/data-grid/use-editable-list.ts';
import { useLabelledOptions } from '../../../components/use-labelled-options.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useDeleteUsers, useUserList } from '../api/team-api.ts';
import { MemberDialog } from '../dialogs/member-dialog.tsx';
import { SuspendMemberDialog } from './suspend-member-dialog.tsx';
import { useTeamColumns } from './team-columns.tsx';
import { useMemberStatus } from './use-member-status.ts';

type SortField = (typeof userSortFields)[number];

const roles = [UserRole.Admin, UserRole.Manager];
const statuses = [UserStatus.Active, UserStatus.Suspended];

/** Settings > Team: the Admins and Managers who sign in. */
export function TeamTab() {
  const { t } = useTranslation();
  const statusOptions = useLabelledOptions(statuses, userStatusLabel);
  const roleOptions = useLabelledOptions(roles, userRoleLabel);
  const me = useCurrentUser();

  const { grid, search, dialog, menu, common } = useEditableList<User, SortField>({
    table: 'team',
    sortFields: userSortFields,
    defaultSort: { field: 'createdAt', order: 'desc' },
  });
  const [role, setRole] = useGridFilter<UserRole>(grid.resetPage);
  const [status, setStatus] = useGridFilter<UserStatus>(grid.resetPage);

  const list = useUserList(
    listRequest(grid, search, { role: role || undefined, status: status || undefined }),
  );
  const memberStatus = useMemberStatus();
  const rows = list.data?.items ?? [];
  // Nobody deletes themselves: the grid does not offer their own row.
  const notMe = (row: User) => row.id !== me.id;
  const { selection, remove } = useDeletableRows(rows, useDeleteUsers(), (ids) => ({ ids }), notMe);
  const filtered = Boolean(search.debounced || role || status);
  const columns = useTeamColumns(me.id, menu.open);

  return (
    <Card>
      <GridToolbar
        view={grid}
        search={{
          ...search,
          label: t('Search'),
          ariaLabel: t('Search'),
          placeholder: t('Name or email'),
        }}
        filters={
          <>
            <FilterSelect
              label={t('Role')}
              value={role}
              onChange={setRole}
              allLabel={t('All roles')}
              options={roleOptions}
              width={160}
            />
            <FilterSelect
              label={t('Status')}
              value={status}
              onChange={setStatus}
              allLabel={t('All statuses')}
              options={statusOptions}
              width={160}
            />
          </>
        }
        selection={deleteSelected(selection, remove)}
        add={{ label: t('Add member'), onClick: dialog.add }}
      />

      <Box sx={{ height: rows.length || list.isPending ? 'auto' : 420 }}>
        <ServerDataGrid<User, SortField>
          label={t('Team members')}
          grid={grid}
          query={list}
          columns={columns}
          selection={selection}
          rowHeight={68}
          autoHeight={rows.length > 0}
          errorTitle={t('Could not load the team')}
          empty={{
            icon: <GroupsOutlined />,
            title: t('No members yet'),
            description: t('Add your colleagues so they can sign in.'),
            noMatch: filtered && { title: t('No members match') },
          }}
          emptyHeight={300}
        />
      </Box>

      <RowActionsMenu
        menu={menu}
        actions={(user) => [
          common.edit(() => dialog.edit(user)),
          user.status === UserStatus.Active
            ? {
                key: 'suspend',
                label: t('Suspend'),
                icon: <BlockOutlined fontSize="small" />,
                warning: true,
                disabled: user.id === me.id,
                onClick: () => memberStatus.askSuspend(user),
              }
            : {
                key: 'reactivate',
                label: t('Reactivate'),
                icon: <ReplayOutlined fontSize="small" />,
                onClick: () => memberStatus.reactivate(user),
              },
          common.remove(() => remove.ask([user]), user.id === me.id),
        ]}
      />

      {dialog.open ? <MemberDialog member={dialog.item} onClose={dialog.close} /> : null}

      <DeleteRowsDialog
        state={remove}
        title={t('Delete members')}
        one={(user) =>
          t('Delete {{name}}? They will no longer be able to sign in. This cannot be undone.', {
            name: user.name || user.email,
          })
        }
        many={(count) =>
          t(
            'Delete {{count}} members? They will no longer be able to sign in. This cannot be undone.',
            { count },
          )
        }
      />
      <SuspendMemberDialog state={memberStatus} />
    </Card>
  );
}
