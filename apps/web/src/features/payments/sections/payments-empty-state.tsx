import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function PaymentsEmptyState({ onClearFilters }: { onClearFilters: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
      <SearchOffRoundedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="h6">{t('No payments match')}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('Try another search, status or date range.')}
      </Typography>
      <Button variant="outlined" color="inherit" onClick={onClearFilters} sx={{ mt: 1 }}>
        {t('Clear filters')}
      </Button>
    </Stack>
  );
}
