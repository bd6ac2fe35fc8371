import type { IngestContext, IngestReport } from '../ingest-context.ts';
import { expectJson, providerFetch } from '../shared/provider-fetch.ts';
import { minuteWindow } from '../shared/quota-ledger.ts';
import { forgetTwitchAppToken, twitchAppToken } from '../shared/twitch-app-token.ts';

export type HelixPage<T> = { data: T[]; pagination?: { cursor?: string }; total?: number };

/** One Helix GET (query pairs may repeat, e.g. id=1&id=2); a 401 renews the token once. */
export async function helixGet<T>(
  ctx: IngestContext,
  report: IngestReport,
  path: string,
  query: [string, string][],
): Promise<HelixPage<T>> {
  const url = `${ctx.config.helixApiUrl}/helix/${path}?${new URLSearchParams(query)}`;
  const onCall = () => {
    report.calls++;
  };
  for (let attempt = 0; ; attempt++) {
    const token = await twitchAppToken(ctx, onCall);
    const response = await providerFetch(ctx, {
      source: 'twitch',
      window: minuteWindow,
      cap: ctx.config.helixCallsPerMinute,
      url,
      init: {
        headers: { 'Client-Id': ctx.config.twitchClientId ?? '', Authorization: `Bearer ${token}` },
      },
      onCall,
    });
    if (response.status === 401 && attempt === 0) {
      await response.body?.cancel();
      forgetTwitchAppToken(ctx);
      continue;
    }
    return (await expectJson(response, `${ctx.config.helixApiUrl}/helix/${path}`)) as HelixPage<T>;
  }
}

/** Splits ids into the groups of at most `size` one call takes (Helix 100, YouTube 50). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
