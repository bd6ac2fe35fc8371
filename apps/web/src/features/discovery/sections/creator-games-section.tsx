import type { DiscoveryCreatorGame } from '@app/contract';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatDay } from '../../../format/format.ts';
import type { GamesChartMetric } from '../logic/games-chart-data.ts';
import { GameCover } from './game-columns.tsx';

const GamesOverTimeChart = lazy(() => import('./games-over-time-chart.tsx'));

/** A creator's games over time: the weekly chart of the top five, then every game played. */
export function CreatorGamesSection({ games }: { games: readonly DiscoveryCreatorGame[] }) {
  const { t } = useTranslation();
  const [metric, setMetric] = useState<GamesChartMetric>('sessions');
  if (!games.length) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('No games recorded for this creator yet.')}
      </Typography>
    );
  }
  return (
    <Box component="section" aria-label={t('Games played')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {t('Games over time')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={metric}
          onChange={(_, next: GamesChartMetric | null) => next && setMetric(next)}
          aria-label={t('Chart figure')}
        >
          <ToggleButton value="sessions">{t('Sessions')}</ToggleButton>
          <ToggleButton value="avgViewers">{t('Avg viewers')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
        <GamesOverTimeChart games={games} metric={metric} />
      </Suspense>
      <Box
        component="ul"
        aria-label={t('Games played')}
        sx={{ listStyle: 'none', m: 0, p: 0, mt: 2 }}
      >
        {games.slice(0, 20).map((g) => (
          <Box
            component="li"
            key={g.game.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              py: 1,
              borderTop: 1,
              borderColor: 'divider',
              borderTopStyle: 'dashed',
            }}
          >
            <GameCover url={g.game.coverUrl} size={28} />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography variant="subtitle2" noWrap dir="auto">
                {g.game.name}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap component="p">
                {t('Last played {{date}}', { date: formatDay(g.lastPlayedAt) })}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'end', flexShrink: 0 }}>
              <Typography variant="body2">
                {t('{{count}} sessions', { count: g.sessions })}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('{{viewers}} avg viewers', { viewers: formatCompact(g.avgViewers) })}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
