import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BackArrowIcon } from './back-arrow-icon.tsx';

export function PaymentNotFound({ id, backHref }: { id: string; backHref: string }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 10, px: 3 }}>
        <ReceiptLongRoundedIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
        <Typography variant="h5" component="h2">
          {t('Payment not found')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
          {t('No sample payment has the ID "{{id}}".', {
            id,
            interpolation: { escapeValue: false },
          })}
        </Typography>
        <Button
          component={RouterLink}
          to={backHref}
          variant="contained"
          color="inherit"
          startIcon={<BackArrowIcon />}
          sx={{ mt: 1 }}
        >
          {t('Back to payments')}
        </Button>
      </Stack>
    </Card>
  );
}
