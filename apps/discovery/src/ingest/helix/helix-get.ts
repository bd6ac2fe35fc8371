import type { z } from 'zod';
import type { IngestContext, IngestReport } from '../ingest-context.ts';
import { readJson } from '../shared/provider-fetch.ts';
import { twitchFetch } from '../shared/twitch-fetch.ts';

/**
 * One Helix GET (query pairs may repeat, e.g. id=1&id=2), its answer read through the
 * reference's schema (@app/contract/providers). A list's pages: helixPages.
 */
export async function helixGet<S extends z.ZodType>(
  ctx: IngestContext,
  report: IngestReport,
  path: string,
  query: [string, string][],
  schema: S,
): Promise<z.output<S>> {
  const response = await twitchFetch(ctx, report, {
    source: 'twitch',
    cap: ctx.config.helixCallsPerMinute,
    url: `${ctx.config.helixApiUrl}/helix/${path}?${new URLSearchParams(query)}`,
  });
  return readJson(response, `${ctx.config.helixApiUrl}/helix/${path}`, schema);
}

/** What every Helix list answers: its items, and a cursor while another page follows. */
type HelixPage = { data: unknown[]; pagination?: { cursor?: string | undefined } | undefined };

/**
 * The pages of a Helix list, one GET each, following `pagination.cursor` in `after`: at most
 * `maxPages`, ending early at a page without a cursor or without items.
 */
export async function* helixPages<S extends z.ZodType<HelixPage>>(
  ctx: IngestContext,
  report: IngestReport,
  path: string,
  query: [string, string][],
  schema: S,
  maxPages: number,
): AsyncGenerator<z.output<S>> {
  let after: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const answer = await helixGet(
      ctx,
      report,
      path,
      after ? [...query, ['after', after]] : query,
      schema,
    );
    yield answer;
    after = answer.pagination?.cursor;
    if (!after || answer.data.length === 0) return;
  }
}
