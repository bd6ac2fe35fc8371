import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../logic/format-date.ts';

/** Where an unpaid payment offers "Mark as paid", a paid one says when it was paid. */
export function PaidOnNote({ paidAt }: { paidAt: string | null }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <CheckCircleRoundedIcon aria-hidden sx={{ color: 'success.main' }} />
      <Typography variant="subtitle2" dir="auto">
        {paidAt ? t('Paid on {{date}}', { date: formatDate(paidAt) }) : t('Paid')}
      </Typography>
    </Box>
  );
}
