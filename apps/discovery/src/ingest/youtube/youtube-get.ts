import { googleErrorBody, googleErrorReasons, readErrorBody } from '@app/contract/providers';
import type { z } from 'zod';
import type { IngestContext, IngestReport } from '../ingest-context.ts';
import { IngestStopped } from '../shared/ingest-stopped.ts';
import { ProviderError, providerFetch, readJson } from '../shared/provider-fetch.ts';
import { pacificDayWindow } from '../shared/quota-ledger.ts';

/**
 * One YouTube Data API v3 GET, `units` counted against the Pacific day, its answer read
 * through the discovery document's schema. A 403 quotaExceeded (or dailyLimitExceeded) stops
 * the run until the quota day ends; a 403 rateLimitExceeded (or 429) stops it for a minute.
 */
export async function youtubeGet<S extends z.ZodType>(
  ctx: IngestContext,
  report: IngestReport,
  path: string,
  query: Record<string, string>,
  units: number,
  schema: S,
): Promise<z.output<S>> {
  const params = new URLSearchParams({ ...query, key: ctx.config.youtubeApiKey ?? '' });
  const url = `${ctx.config.youtubeApiUrl}/youtube/v3/${path}?${params}`;
  const response = await providerFetch(ctx, {
    source: 'youtube',
    window: pacificDayWindow,
    cap: ctx.config.youtubeUnitsPerDay,
    units,
    url,
    init: { headers: { Accept: 'application/json' } },
    onCall: () => {
      report.calls++;
    },
  });
  const where = `${ctx.config.youtubeApiUrl}/youtube/v3/${path}`;
  if (response.ok) return readJson(response, where, schema);
  const text = await response.text();
  const reasons = googleErrorReasons(readErrorBody(text, googleErrorBody));
  if (
    response.status === 403 &&
    reasons.some((r) => r === 'quotaExceeded' || r === 'dailyLimitExceeded')
  ) {
    const end = pacificDayWindow(new Date()).end;
    throw new IngestStopped('quota', end, `YouTube quota exceeded until ${end.toISOString()}`);
  }
  if (
    response.status === 429 ||
    reasons.some((r) => r === 'rateLimitExceeded' || r === 'userRateLimitExceeded')
  ) {
    const resume = new Date(Date.now() + 60_000);
    throw new IngestStopped(
      'rate-limited',
      resume,
      `YouTube asks to slow down (${response.status})`,
    );
  }
  throw new ProviderError(response.status, text, where);
}
