import type { DiscoveryCreatorGame } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { gamesChartData } from './games-chart-data.ts';

function played(
  id: number,
  sessions: number,
  weeks: [string, number, number | null][],
): DiscoveryCreatorGame {
  return {
    game: { id, name: `Game ${id}`, coverUrl: null },
    firstPlayedAt: '2026-09-01T00:00:00Z',
    lastPlayedAt: '2026-11-20T00:00:00Z',
    sessions,
    avgViewers: 100,
    peakViewers: 200,
    weeks: weeks.map(([week, s, avgViewers]) => ({ week, sessions: s, avgViewers })),
  };
}

const games = [
  played(1, 2, [['2026-11-09', 2, 50]]),
  played(2, 9, [
    ['2026-11-02', 4, 120],
    ['2026-11-16', 5, 140],
  ]),
  ...[3, 4, 5, 6].map((id) => played(id, 3 + id, [['2026-11-16', 1, 10]])),
];

describe('games chart data', () => {
  it('keeps the five most played games over every week any of them has', () => {
    const { weeks, series } = gamesChartData(games, 'sessions');
    expect(weeks).toEqual(['2026-11-02', '2026-11-16']);
    expect(series.map((s) => s.id)).toEqual([2, 6, 5, 4, 3]);
    // A week without play is 0 sessions...
    expect(series[1]?.data).toEqual([0, 1]);
  });

  it('...but no average viewers, so the line breaks instead of dropping to 0', () => {
    const { series } = gamesChartData(games, 'avgViewers');
    expect(series[0]?.data).toEqual([120, 140]);
    expect(series[1]?.data).toEqual([null, 10]);
  });
});
