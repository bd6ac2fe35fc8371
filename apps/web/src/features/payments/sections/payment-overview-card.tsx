import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../logic/format-date.ts';
import { formatUsd } from '../logic/format-usd.ts';
import type { SamplePayment } from '../logic/sample/types.ts';
import { DetailCard } from './detail-card.tsx';
import { DetailRow } from './detail-row.tsx';
import { PaymentStatusLabel } from './payment-status-label.tsx';

export function PaymentOverviewCard({ payment }: { payment: SamplePayment }) {
  const { t } = useTranslation();
  return (
    <DetailCard
      title={t('Payment')}
      subheader={payment.id}
      action={<PaymentStatusLabel status={payment.status} />}
    >
      <Box sx={{ mb: 2 }}>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          {t('Amount')}
        </Typography>
        <Typography variant="h3" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatUsd(payment.amount)}
        </Typography>
      </Box>
      <Divider sx={{ borderStyle: 'dashed', mb: 1 }} />
      <DetailRow label={t('Payment ID')}>{payment.id}</DetailRow>
      <DetailRow label={t('Currency')}>USD</DetailRow>
      <DetailRow label={t('Created')}>{formatDateTime(payment.createdAt)}</DetailRow>
      <DetailRow label={t('Paid on')}>
        {payment.paidAt ? (
          formatDateTime(payment.paidAt)
        ) : (
          <Box component="span" sx={{ color: 'text.disabled' }}>
            {t('Not paid yet')}
          </Box>
        )}
      </DetailRow>
    </DetailCard>
  );
}
