import { DISCOVERY_TERM_KINDS } from '@app/contract';
import { refreshTermGameCounts } from '../../search/list-terms.ts';
import {
  countWritten,
  emptyReport,
  type IngestContext,
  type IngestReport,
} from '../ingest-context.ts';
import { runUntilStopped } from '../shared/run-until-stopped.ts';
import { pageIgdbEndpoint } from './igdb-paging.ts';
import { IGDB_GAME_FIELDS, type IgdbGame, writeIgdbGames } from './write-igdb-games.ts';
import { IGDB_TERM_ENDPOINTS, type IgdbTerm, writeIgdbTerms } from './write-igdb-terms.ts';

/**
 * The IGDB job: every term kind, then games, each from its cursor (by id on the first pass,
 * by updated_at after), then the terms' game counts. Needs the Twitch client credentials.
 */
export async function runIgdbIngest(ctx: IngestContext): Promise<IngestReport> {
  const report = emptyReport('igdb');
  if (!ctx.config.twitchClientId || !ctx.config.twitchClientSecret) {
    report.stoppedBy = 'not-configured';
    return report;
  }
  return runUntilStopped(report, async () => {
    for (const kind of DISCOVERY_TERM_KINDS) {
      await pageIgdbEndpoint<IgdbTerm>(
        ctx,
        report,
        IGDB_TERM_ENDPOINTS[kind],
        'name,slug,updated_at',
        async (page) => countWritten(report, 'terms', await writeIgdbTerms(ctx.db, kind, page)),
      );
    }
    await pageIgdbEndpoint<IgdbGame>(ctx, report, 'games', IGDB_GAME_FIELDS, async (page) =>
      countWritten(report, 'games', await writeIgdbGames(ctx.db, page)),
    );
    await refreshTermGameCounts(ctx.db);
  });
}
