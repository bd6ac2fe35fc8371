import type { EmailStatsTotals } from '@app/contract';
import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import UnsubscribeOutlined from '@mui/icons-material/UnsubscribeOutlined';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { SummaryCard, type SummaryCardColor } from '../../../components/summary-card.tsx';
import { formatFull } from '../../../format/format.ts';
import { type EmailFigure, emailRate, formatPercent, rateBase } from '../logic/email-rates.ts';

const cards: { figure: EmailFigure; title: string; icon: ReactElement; color: SummaryCardColor }[] =
  [
    { figure: 'sent', title: 'Sent', icon: <AlternateEmailOutlined />, color: 'info' },
    { figure: 'delivered', title: 'Delivered', icon: <MarkEmailReadOutlined />, color: 'primary' },
    { figure: 'opened', title: 'Opened', icon: <DraftsOutlined />, color: 'success' },
    { figure: 'clicked', title: 'Clicked', icon: <TouchAppOutlined />, color: 'success' },
    { figure: 'error', title: 'Error', icon: <ErrorOutlineOutlined />, color: 'error' },
    { figure: 'bounced', title: 'Bounced', icon: <UnsubscribeOutlined />, color: 'error' },
    {
      figure: 'not_opened',
      title: 'Not opened',
      icon: <MarkEmailUnreadOutlined />,
      color: 'warning',
    },
  ];

/** The campaign's email totals: seven cards, each with its share of what it is a share of. */
export function EmailStatsCards({ totals }: { totals: EmailStatsTotals | undefined }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={3}>
      {cards.map((card) => {
        if (!totals) {
          return (
            <Grid key={card.figure} size={{ xs: 12, sm: 6, md: 3, xl: 'grow' }}>
              <Skeleton variant="rounded" height={148} />
            </Grid>
          );
        }
        const rate = emailRate(totals, card.figure);
        const base = rateBase[card.figure];
        const caption =
          base === null
            ? totals.queued
              ? t('{{count}} still in the outbox', { count: totals.queued })
              : t('Every email put in the outbox')
            : base === 'sent'
              ? t('{{percent}} of sent', { percent: formatPercent(rate) })
              : t('{{percent}} of delivered', { percent: formatPercent(rate) });
        return (
          <Grid key={card.figure} size={{ xs: 12, sm: 6, md: 3, xl: 'grow' }}>
            <SummaryCard
              title={t(card.title)}
              value={formatFull(totals[card.figure])}
              caption={caption}
              icon={card.icon}
              color={card.color}
              share={rate ?? undefined}
            />
          </Grid>
        );
      })}
    </Grid>
  );
}
