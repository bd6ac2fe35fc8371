import { type StatsPeriod, statsPeriodLabel } from '@app/contract';
import Grid, { type GridProps } from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { SummaryCard } from './summary-card.tsx';

/** A figure over the period; its caption, when it has none, says which period. */
export type PeriodFigure = Omit<ComponentProps<typeof SummaryCard>, 'caption'> & {
  caption?: string;
};

type PeriodSummaryCardsProps = {
  /** Null while the figures load: `placeholders` skeletons stand in their place. */
  cards: readonly PeriodFigure[] | null;
  placeholders: number;
  period: StatsPeriod;
  size: GridProps['size'];
};

/**
 * A stats screen's figure cards, as items of the caller's `Grid container` (so charts can
 * follow in the same grid).
 */
export function PeriodSummaryCards({ cards, placeholders, period, size }: PeriodSummaryCardsProps) {
  const { t } = useTranslation();
  if (!cards) {
    return Array.from({ length: placeholders }, (_, i) => (
      <Grid key={String(i)} size={size}>
        <Skeleton variant="rounded" height={132} />
      </Grid>
    ));
  }
  const periodText = t('in the last {{period}}', { period: t(statsPeriodLabel[period]) });
  return cards.map((card) => (
    <Grid key={card.title} size={size}>
      <SummaryCard {...card} caption={card.caption ?? periodText} />
    </Grid>
  ));
}
