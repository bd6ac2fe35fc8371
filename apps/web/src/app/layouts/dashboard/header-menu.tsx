import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useState } from 'react';

/**
 * A header button that opens a menu under it, aligned to its end. `children` gets `close`
 * for the items that act.
 */
export function HeaderMenu({
  id,
  label,
  button,
  buttonSx,
  width,
  children,
}: {
  /** The menu's id, which the button names in aria-controls. */
  id: string;
  /** The button's accessible name. */
  label: string;
  button: ReactNode;
  buttonSx?: SxProps<Theme>;
  width: number;
  children: (close: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={buttonSx}
      >
        {button}
      </IconButton>
      <Menu
        id={id}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width, mt: 1 } } }}
      >
        {children(close)}
      </Menu>
    </>
  );
}
