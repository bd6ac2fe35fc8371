import Close from '@mui/icons-material/Close';
import FilterListOff from '@mui/icons-material/FilterListOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT } from '../../../theme/constants.ts';

type FiltersSidebarProps = {
  /** From md up the panel sits beside the results; below, it is a drawer. */
  docked: boolean;
  open: boolean;
  onClose: () => void;
  activeCount: number;
  onReset: () => void;
  children: ReactNode;
};

/** The creator filters: a card beside the results on wide screens, a drawer on phones. */
export function FiltersSidebar({
  docked,
  open,
  onClose,
  activeCount,
  onReset,
  children,
}: FiltersSidebarProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const header = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2.5, py: 1.75 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
        {t('Filters')}
      </Typography>
      <Button
        size="small"
        color="inherit"
        startIcon={<FilterListOff />}
        disabled={!activeCount}
        onClick={onReset}
      >
        {t('Reset')}
      </Button>
      {docked ? null : (
        <IconButton aria-label={t('Close filters')} onClick={onClose}>
          <Close />
        </IconButton>
      )}
    </Box>
  );
  const body = <Box sx={{ p: 2.5 }}>{children}</Box>;

  if (docked) {
    return (
      <Card
        component="aside"
        aria-labelledby={titleId}
        sx={{
          position: 'sticky',
          // Clear of the sticky dashboard header, so the panel scrolls on its own beside long results.
          top: HEADER_HEIGHT.desktop + 16,
          maxHeight: `calc(100vh - ${HEADER_HEIGHT.desktop + 32}px)`,
          overflowY: 'auto',
        }}
      >
        {header}
        <Divider sx={{ borderStyle: 'dashed' }} />
        {body}
      </Card>
    );
  }
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: 1, sm: 360 } }, 'aria-labelledby': titleId } }}
    >
      {header}
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Box sx={{ overflowY: 'auto' }}>{body}</Box>
    </Drawer>
  );
}
