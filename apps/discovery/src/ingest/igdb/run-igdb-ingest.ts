import { DISCOVERY_TERM_KINDS } from '@app/contract';
import { igdbGames, igdbTerms } from '@app/contract/providers';
import { refreshTermGameCounts } from '../../search/list-terms.ts';
import { countWritten, type IngestContext, type IngestReport } from '../ingest-context.ts';
import { analyzeTables } from '../shared/analyze-tables.ts';
import { runProviderJob } from '../shared/run-provider-job.ts';
import { twitchConfigured } from '../shared/twitch-app-token.ts';
import { pageIgdbEndpoint } from './igdb-paging.ts';
import { IGDB_GAME_FIELDS, type IgdbGame, writeIgdbGames } from './write-igdb-games.ts';
import { IGDB_TERM_ENDPOINTS, type IgdbTerm, writeIgdbTerms } from './write-igdb-terms.ts';

/** Rows written by one run from which its tables are analyzed at its end. */
const LARGE_PASS_ROWS = 10_000;

/**
 * The IGDB job: every term kind, then games, each from its cursor (by id on the first pass,
 * by updated_at after), then the terms' game counts. Needs the Twitch client credentials.
 */
export async function runIgdbIngest(ctx: IngestContext): Promise<IngestReport> {
  return runProviderJob('igdb', twitchConfigured(ctx), async (report) => {
    for (const kind of DISCOVERY_TERM_KINDS) {
      await pageIgdbEndpoint<IgdbTerm>(
        ctx,
        report,
        IGDB_TERM_ENDPOINTS[kind],
        'name,slug,updated_at',
        igdbTerms,
        async (page) => countWritten(report, 'terms', await writeIgdbTerms(ctx.db, kind, page)),
      );
    }
    await pageIgdbEndpoint<IgdbGame>(
      ctx,
      report,
      'games',
      IGDB_GAME_FIELDS,
      igdbGames,
      async (page) => countWritten(report, 'games', await writeIgdbGames(ctx.db, page)),
    );
    await refreshTermGameCounts(ctx.db);
    // A large pass (the first one: every game) changes what the planner should expect.
    const written = (report.written.games ?? 0) + (report.written.terms ?? 0);
    if (written >= LARGE_PASS_ROWS) await analyzeTables(ctx.db, ['games', 'terms', 'game_terms']);
  });
}
