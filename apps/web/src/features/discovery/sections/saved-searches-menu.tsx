import type { CreateTableViewRequest, TableView } from '@app/contract';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { SaveViewDialog } from '../../influencers/index.ts';
import {
  type SavedSearchKind,
  useDeleteSavedSearch,
  useSavedSearches,
  useSaveSearch,
} from '../api/saved-searches-api.ts';

type SavedSearchesMenuProps = {
  kind: SavedSearchKind;
  /** The current search as a view body, under the name the user gives. */
  toView: (name: string) => CreateTableViewRequest;
  onApply: (view: TableView) => void;
};

/** "Saved searches": reopen one, delete one, or save the current search under a name. */
export function SavedSearchesMenu({ kind, toView, onApply }: SavedSearchesMenuProps) {
  const { t } = useTranslation();
  const toastError = useErrorToast();
  const views = useSavedSearches(kind);
  const save = useSaveSearch(kind);
  const remove = useDeleteSavedSearch(kind);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const items = views.data?.items ?? [];

  return (
    <>
      <Button
        color="inherit"
        startIcon={<BookmarksOutlined />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('Saved searches')}
      </Button>
      <Menu
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { minWidth: 260, maxWidth: 360 } } }}
      >
        {items.length ? null : (
          <MenuItem disabled>
            <ListItemText primary={views.isPending ? t('Loading…') : t('No saved searches yet')} />
          </MenuItem>
        )}
        {items.map((view) => (
          <MenuItem
            key={view.id}
            onClick={() => {
              setAnchor(null);
              onApply(view);
            }}
            sx={{ gap: 1 }}
          >
            <ListItemText
              primary={view.name}
              slotProps={{ primary: { noWrap: true, dir: 'auto' } }}
            />
            <IconButton
              size="small"
              edge="end"
              aria-label={t('Delete saved search {{name}}', { name: view.name })}
              onClick={(e) => {
                e.stopPropagation();
                remove.mutate(view.id, {
                  onError: toastError,
                });
              }}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setSaving(true);
          }}
        >
          <ListItemIcon>
            <BookmarkAddOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('Save current search…')} />
        </MenuItem>
      </Menu>
      <SaveViewDialog
        open={saving}
        mode="create"
        pending={save.isPending}
        onClose={() => setSaving(false)}
        onSubmit={async (name) => {
          const saved = await save.mutateAsync(toView(name));
          return t('Search "{{name}}" saved', { name: saved.name });
        }}
      />
    </>
  );
}
