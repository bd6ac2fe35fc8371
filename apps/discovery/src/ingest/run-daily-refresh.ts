import { refreshRecentGames } from '../search/refresh-recent-games.ts';
import { emptyReport, type IngestContext, type IngestReport } from './ingest-context.ts';
import { writeCursor } from './shared/ingest-cursor.ts';

/**
 * Once a day: games played more than 90 days ago leave every creator's recent_game_ids
 * (the runs only refresh the creators they saw), so the "played within N days" filters stay true.
 */
export async function runDailyRefresh(ctx: IngestContext): Promise<IngestReport> {
  const report = emptyReport('maintenance');
  await refreshRecentGames(ctx.db);
  await writeCursor(ctx.db, 'maintenance', 'recent-games', { at: new Date().toISOString() });
  return report;
}
