import { IGDB_MAX_OPEN_REQUESTS, IGDB_REQUESTS_PER_SECOND } from '@app/contract/providers';
import type { z } from 'zod';
import type { IngestContext, IngestReport } from '../ingest-context.ts';
import { readJson } from '../shared/provider-fetch.ts';
import { twitchFetch } from '../shared/twitch-fetch.ts';

/** IGDB's documented limits: 4 requests a second, 8 open at once (else 429). */
export const IGDB_PACING = {
  minIntervalMs: Math.ceil(1000 / IGDB_REQUESTS_PER_SECOND),
  maxOpen: IGDB_MAX_OPEN_REQUESTS,
};

/** One IGDB v4 query (POST, Apicalypse body) -> its rows, read through the reference's schema. */
export async function igdbQuery<S extends z.ZodType>(
  ctx: IngestContext,
  report: IngestReport,
  endpoint: string,
  body: string,
  schema: S,
): Promise<z.output<S>> {
  const url = `${ctx.config.igdbApiUrl}/${endpoint}`;
  const response = await twitchFetch(ctx, report, {
    source: 'igdb',
    cap: ctx.config.igdbCallsPerMinute,
    url,
    pacing: IGDB_PACING,
    init: {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'text/plain' },
      body,
    },
  });
  return readJson(response, url, schema);
}
