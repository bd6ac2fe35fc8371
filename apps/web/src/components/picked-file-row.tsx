import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The file a picker holds, before it is sent: an icon, its name, a line about it (size, what
 * was found in it, or why it is refused: `refused` outlines the row in red) and Remove file.
 */
export function PickedFileRow({
  icon,
  name,
  refused = false,
  disabled = false,
  onRemove,
  children,
}: {
  icon: ReactNode;
  name: string;
  refused?: boolean;
  disabled?: boolean;
  onRemove: () => void;
  /** The line under the name. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        borderRadius: 1.5,
        border: `1px solid ${refused ? theme.palette.error.main : theme.palette.divider}`,
      })}
    >
      {icon}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap>
          {name}
        </Typography>
        {children}
      </Box>
      <IconButton aria-label={t('Remove file')} onClick={onRemove} disabled={disabled}>
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}
