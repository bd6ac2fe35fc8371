import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useState } from 'react';

type PopoverButtonProps = {
  label: string;
  icon: ReactNode;
  /** The panel's width in px. */
  width: number;
  /** The panel's content, mounted only while it is open. */
  children: ReactNode;
};

/**
 * A toolbar button that opens a small panel below it, aligned to its end (the right, or the
 * left in right-to-left). The panel is a dialog named by the button's label.
 */
export function PopoverButton({ label, icon, width, children }: PopoverButtonProps) {
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={icon}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
      >
        {label}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: { width } } as object }}
      >
        {children}
      </Popover>
    </>
  );
}
