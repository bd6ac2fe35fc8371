import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

type DetailDrawerProps = {
  open: boolean;
  /** The drawer's heading and accessible name; a placeholder while loading. */
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/** The side panel of a game or a creator: wide on a desktop, the whole width on a phone. */
export function DetailDrawer({ open, title, onClose, children }: DetailDrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: { xs: 1, sm: 560 } }, 'aria-labelledby': titleId },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          py: 1.5,
          paddingInlineStart: 3,
          paddingInlineEnd: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          borderBottomStyle: 'dashed',
        }}
      >
        <Typography id={titleId} variant="h6" component="h2" noWrap sx={{ flexGrow: 1 }} dir="auto">
          {title}
        </Typography>
        <IconButton aria-label={t('Close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ p: 3, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 3 }}>
        {children}
      </Box>
    </Drawer>
  );
}
