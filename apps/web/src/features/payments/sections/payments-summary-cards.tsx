import CalculateRoundedIcon from '@mui/icons-material/CalculateRounded';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import PaidRoundedIcon from '@mui/icons-material/PaidRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ResponsiveColumns } from '../../../components/responsive-columns.tsx';
import { SummaryCard } from '../../../components/summary-card.tsx';
import { formatUsd } from '../logic/format-usd.ts';
import type { PaymentSummary } from '../logic/summarize-payments.ts';

interface PaymentsSummaryCardsProps {
  summary: PaymentSummary;
  /** True when a search or date range narrows the sample; the caption then says so. */
  narrowed: boolean;
}

const percent = (part: number, whole: number): number => (whole === 0 ? 0 : (part / whole) * 100);

/** Total paid, total unpaid (pending + unclaimed) and average amount, all statuses included. */
export function PaymentsSummaryCards({ summary, narrowed }: PaymentsSummaryCardsProps) {
  const { t } = useTranslation();
  const totalValue = summary.totalPaid + summary.totalUnpaid;
  return (
    <Box component="section" aria-label={t('Summary')} sx={{ mb: 3 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {narrowed
          ? t('Figures for the {{count}} payments matching the search and dates, every status.', {
              count: summary.count,
            })
          : t('Figures for all {{count}} sample payments, every status.', { count: summary.count })}
      </Typography>
      <ResponsiveColumns columns="repeat(3, 1fr)">
        <SummaryCard
          title={t('Total paid')}
          value={formatUsd(summary.totalPaid)}
          caption={t('{{count}} paid payments', { count: summary.paidCount })}
          icon={<PaidRoundedIcon />}
          color="success"
          share={percent(summary.totalPaid, totalValue)}
        />
        <SummaryCard
          title={t('Total unpaid')}
          value={formatUsd(summary.totalUnpaid)}
          caption={t('{{pending}} pending, {{unclaimed}} unclaimed', {
            pending: summary.pendingCount,
            unclaimed: summary.unclaimedCount,
          })}
          icon={<HourglassTopRoundedIcon />}
          color="warning"
          share={percent(summary.totalUnpaid, totalValue)}
        />
        <SummaryCard
          title={t('Average amount')}
          value={formatUsd(summary.averageAmount)}
          caption={t('Mean of {{count}} payments', { count: summary.count })}
          icon={<CalculateRoundedIcon />}
          color="info"
        />
      </ResponsiveColumns>
    </Box>
  );
}
