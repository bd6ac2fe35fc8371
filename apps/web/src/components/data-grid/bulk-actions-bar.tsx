import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type BulkActionsBarProps = {
  count: number;
  children: ReactNode;
  /** Given, a "Clear selection" button ends the actions. */
  onClear?: () => void;
};

/** The band over a list that names how many rows are selected and what can be done to them. */
export function BulkActionsBar({ count, children, onClear }: BulkActionsBarProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="toolbar"
      aria-label={t('Bulk actions')}
      sx={(theme) => ({
        mx: 2.5,
        mb: 2,
        px: 2,
        py: 1,
        borderRadius: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        bgcolor: alpha(theme.palette.primary.main, 0.08),
        // On the tinted band the error red reads at 4.3:1 in light mode: its darker shade
        // keeps a destructive action (Remove, Delete) at AA.
        ...(theme.palette.mode === 'light'
          ? { '& .MuiButton-colorError:not(.Mui-disabled)': { color: theme.palette.error.dark } }
          : {}),
      })}
    >
      <Typography variant="subtitle2" sx={{ marginInlineEnd: 1 }}>
        {t('{{count}} selected', { count })}
      </Typography>
      {children}
      {onClear ? (
        <Button size="small" color="inherit" onClick={onClear}>
          {t('Clear selection')}
        </Button>
      ) : null}
    </Box>
  );
}
