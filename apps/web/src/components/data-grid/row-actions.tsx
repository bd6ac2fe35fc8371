import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

export type RowAction = {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** Destructive (delete, remove): shown in the error colour. */
  danger?: boolean;
};

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
 * The menu a row's ⋮ button opens. It closes before running the chosen action, and opens
 * towards the inside of the page in either direction.
 */
export function RowActionsMenu({
  anchor,
  actions,
  onClose,
  width = 180,
}: {
  anchor: HTMLElement | null | undefined;
  actions: readonly RowAction[];
  onClose: () => void;
  width?: number;
}) {
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
      {actions.map((action) => (
        <MenuItem
          key={action.key}
          onClick={() => {
            onClose();
            action.onClick();
          }}
          sx={action.danger ? { color: 'error.main' } : undefined}
        >
          <ListItemIcon sx={action.danger ? { color: 'inherit' } : undefined}>
            {action.icon}
          </ListItemIcon>
          {action.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
