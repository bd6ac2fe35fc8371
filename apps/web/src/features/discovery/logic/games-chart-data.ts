import type { DiscoveryCreatorGame } from '@app/contract';

export type GamesChartMetric = 'sessions' | 'avgViewers';

export type GamesChartData = {
  /** Mondays (YYYY-MM-DD), oldest first: every week any of the games has. */
  weeks: string[];
  series: { id: number; name: string; data: (number | null)[] }[];
};

export const CHART_GAMES = 5;

/**
 * The creator's five most played games (by sessions) week by week. A week a game was not
 * played counts 0 sessions, but has no average viewers (null leaves a gap, not a dip to 0).
 */
export function gamesChartData(
  games: readonly DiscoveryCreatorGame[],
  metric: GamesChartMetric,
): GamesChartData {
  const top = [...games].sort((a, b) => b.sessions - a.sessions).slice(0, CHART_GAMES);
  const weeks = [...new Set(top.flatMap((g) => g.weeks.map((w) => w.week)))].sort();
  const series = top.map((g) => {
    const byWeek = new Map(g.weeks.map((w) => [w.week, w]));
    return {
      id: g.game.id,
      name: g.game.name,
      data: weeks.map((week) => {
        const point = byWeek.get(week);
        if (metric === 'sessions') return point?.sessions ?? 0;
        return point?.avgViewers ?? null;
      }),
    };
  });
  return { weeks, series };
}
