import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { RowMenu } from './use-row-menu.ts';

export type RowAction = {
  key: string;
  label: string;
  icon: ReactNode;
  /** What the item does; or `to`, a page it links to (a real link: it opens in a new tab too). */
  onClick?: () => void;
  to?: string;
  /** Destructive (delete, remove): shown in the error colour. */
  danger?: boolean;
  /** Drastic but undoable (suspend): shown in the warning colour. */
  warning?: boolean;
  /** Shown but not offered, e.g. suspending yourself. */
  disabled?: boolean;
};

/** The two actions most rows have: Edit (or another word for it) and Delete. */
export function useCommonRowActions() {
  const { t } = useTranslation();
  return {
    edit: (onClick: () => void, label: string = t('Edit')): RowAction => ({
      key: 'edit',
      label,
      icon: <EditOutlined fontSize="small" />,
      onClick,
    }),
    remove: (onClick: () => void, disabled = false): RowAction => ({
      key: 'delete',
      label: t('Delete'),
      icon: <DeleteOutlined fontSize="small" />,
      danger: true,
      disabled,
      onClick,
    }),
  };
}

/**
 * The last column of a list: a ⋮ button per row that opens that row's actions.
 * `name` gives the button its accessible name, e.g. "Actions for Hades".
 */
export function rowActionsColumn<R extends GridValidRowModel>(options: {
  name: (row: R) => string;
  onOpen: (anchor: HTMLElement, row: R) => void;
}): GridColDef<R> {
  return {
    field: 'actions',
    headerName: '',
    width: 64,
    sortable: false,
    disableColumnMenu: true,
    align: 'right',
    renderCell: ({ row }) => (
      <IconButton
        aria-label={options.name(row)}
        onClick={(e) => options.onOpen(e.currentTarget, row)}
      >
        <MoreVert />
      </IconButton>
    ),
  };
}

/**
 * The menu a row's ⋮ button opens (useRowMenu says for which row). It closes before running
 * the chosen action, and opens towards the inside of the page in either direction.
 */
export function RowActionsMenu<R>({
  menu,
  actions,
  width = 180,
}: {
  menu: RowMenu<R>;
  /** The actions the row offers. */
  actions: (row: R) => readonly RowAction[];
  width?: number;
}) {
  const { anchor, row, close: onClose } = menu;
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: end }}
      transformOrigin={{ vertical: 'top', horizontal: end }}
      slotProps={{ paper: { sx: { width } } }}
    >
      {(row === undefined ? [] : actions(row)).map((action) => {
        const color = action.danger ? 'error.main' : action.warning ? 'warning.main' : undefined;
        return (
          <MenuItem
            key={action.key}
            disabled={action.disabled}
            {...(action.to ? { component: RouterLink, to: action.to } : {})}
            onClick={() => {
              onClose();
              action.onClick?.();
            }}
            sx={color ? { color } : undefined}
          >
            <ListItemIcon sx={color ? { color: 'inherit' } : undefined}>{action.icon}</ListItemIcon>
            {action.label}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
