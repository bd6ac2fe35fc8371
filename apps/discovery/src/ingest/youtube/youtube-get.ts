import type { IngestContext, IngestReport } from '../ingest-context.ts';
import { IngestStopped } from '../shared/ingest-stopped.ts';
import { ProviderError, providerFetch } from '../shared/provider-fetch.ts';
import { pacificDayWindow } from '../shared/quota-ledger.ts';

type YoutubeError = { error?: { code?: number; errors?: { reason?: string }[] } };

/**
 * One YouTube Data API v3 GET, `units` counted against the Pacific day. A 403 quotaExceeded
 * (or dailyLimitExceeded) stops the run until the quota day ends.
 */
export async function youtubeGet<T>(
  ctx: IngestContext,
  report: IngestReport,
  path: string,
  query: Record<string, string>,
  units: number,
): Promise<T> {
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
  const text = await response.text();
  if (response.ok) return JSON.parse(text) as T;
  const reasons = parseReasons(text);
  if (
    response.status === 403 &&
    reasons.some((r) => r === 'quotaExceeded' || r === 'dailyLimitExceeded')
  ) {
    const end = pacificDayWindow(new Date()).end;
    throw new IngestStopped('quota', end, `YouTube quota exceeded until ${end.toISOString()}`);
  }
  throw new ProviderError(response.status, text, `${ctx.config.youtubeApiUrl}/youtube/v3/${path}`);
}

function parseReasons(text: string): string[] {
  try {
    const body = JSON.parse(text) as YoutubeError;
    return body.error?.errors?.flatMap((e) => (e.reason ? [e.reason] : [])) ?? [];
  } catch {
    return [];
  }
}
