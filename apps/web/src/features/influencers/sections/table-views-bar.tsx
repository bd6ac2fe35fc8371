import type { TableView } from '@app/contract';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RowActionsMenu } from '../../../components/data-grid/row-actions.tsx';
import { useRowMenu } from '../../../components/data-grid/use-row-menu.ts';
import { Label } from '../../../components/label.tsx';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import {
  useCreateTableView,
  useDeleteTableViews,
  useUpdateTableView,
} from '../api/table-views-api.ts';
import { SaveViewDialog } from '../dialogs/save-view-dialog.tsx';
import { type GridViewState, isViewModified, viewBody } from '../logic/saved-view.ts';

type TableViewsBarProps = {
  views: TableView[];
  loading: boolean;
  activeId: number | null;
  state: GridViewState;
  onChoose: (id: number | null) => void;
  /** A view was created from the current grid: make it the active one. */
  onCreated: (id: number) => void;
};

const ALL = 'all';

/** Pick a saved view, save the grid as one, update, rename or delete it. */
export function TableViewsBar({
  views,
  loading,
  activeId,
  state,
  onChoose,
  onCreated,
}: TableViewsBarProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const create = useCreateTableView();
  const update = useUpdateTableView();
  const remove = useDeleteTableViews();
  const [dialog, setDialog] = useState<'create' | 'rename' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const menu = useRowMenu<TableView>();
  const active = views.find((v) => v.id === activeId) ?? null;
  const modified = active ? isViewModified(active, state) : false;

  const saveChanges = () => {
    if (!active) return;
    const { name: _name, ...body } = viewBody(active.name, state);
    update.mutate(
      { id: active.id, body },
      {
        onSuccess: (saved) =>
          enqueueSnackbar(t('View "{{name}}" updated', { name: saved.name }), {
            variant: 'success',
          }),
        onError: toastError,
      },
    );
  };

  const deleteActive = () => {
    if (!active) return;
    remove.mutate([active.id], {
      onSuccess: () => {
        setConfirmDelete(false);
        onChoose(null);
        enqueueSnackbar(t('View "{{name}}" deleted', { name: active.name }), {
          variant: 'success',
        });
      },
      onError: (error) => {
        setConfirmDelete(false);
        toastError(error);
      },
    });
  };

  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: 2.5, pt: 2.5 }}
    >
      <TextField
        select
        size="small"
        label={t('Saved view')}
        value={activeId === null ? ALL : String(activeId)}
        onChange={(e) => onChoose(e.target.value === ALL ? null : Number(e.target.value))}
        disabled={loading}
        sx={{ minWidth: 220 }}
        slotProps={{ inputLabel: { shrink: true } }}
      >
        <MenuItem value={ALL}>{t('All creators')}</MenuItem>
        {views.map((view) => (
          <MenuItem key={view.id} value={String(view.id)}>
            {view.name}
          </MenuItem>
        ))}
        {activeId !== null && !active ? (
          <MenuItem value={String(activeId)}>{t('Loading…')}</MenuItem>
        ) : null}
      </TextField>

      {modified ? <Label color="warning">{t('Unsaved changes')}</Label> : null}

      <Box sx={{ display: 'flex', gap: 1, marginInlineStart: 'auto' }}>
        {active && modified ? (
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<SaveOutlined />}
            loading={update.isPending}
            onClick={saveChanges}
          >
            {t('Update view')}
          </Button>
        ) : null}
        {!active ? (
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<BookmarkAddOutlined />}
            onClick={() => setDialog('create')}
          >
            {t('Save view')}
          </Button>
        ) : (
          <IconButton
            aria-label={t('View actions')}
            onClick={(e) => menu.open(e.currentTarget, active)}
          >
            <MoreVert />
          </IconButton>
        )}
      </Box>

      <RowActionsMenu
        menu={menu}
        width={200}
        actions={() => [
          {
            key: 'create',
            label: t('Save as new view'),
            icon: <LibraryAddOutlined fontSize="small" />,
            onClick: () => setDialog('create'),
          },
          {
            key: 'rename',
            label: t('Rename view'),
            icon: <DriveFileRenameOutline fontSize="small" />,
            onClick: () => setDialog('rename'),
          },
          {
            key: 'delete',
            label: t('Delete view'),
            icon: <DeleteOutlined fontSize="small" />,
            danger: true,
            onClick: () => setConfirmDelete(true),
          },
        ]}
      />

      <SaveViewDialog
        open={dialog !== null}
        mode={dialog ?? 'create'}
        initialName={dialog === 'rename' ? active?.name : ''}
        pending={create.isPending || update.isPending}
        onClose={() => setDialog(null)}
        onSubmit={async (name) => {
          if (dialog === 'rename' && active) {
            const saved = await update.mutateAsync({ id: active.id, body: { name } });
            return t('View renamed to "{{name}}"', { name: saved.name });
          }
          const saved = await create.mutateAsync(viewBody(name, state));
          onCreated(saved.id);
          return t('View "{{name}}" saved', { name: saved.name });
        }}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t('Delete view')}
        content={t('Delete the view "{{name}}"? The creators stay; only the saved filters go.', {
          name: active?.name ?? '',
        })}
        confirmLabel={t('Delete')}
        loading={remove.isPending}
        onConfirm={deleteActive}
        onClose={() => setConfirmDelete(false)}
      />
    </Box>
  );
}
