import type { IngestContext, IngestReport } from '../ingest-context.ts';
import { expectJson, providerFetch } from '../shared/provider-fetch.ts';
import { minuteWindow } from '../shared/quota-ledger.ts';
import { forgetTwitchAppToken, twitchAppToken } from '../shared/twitch-app-token.ts';

/** One IGDB v4 query (POST, Apicalypse body) -> its rows; a 401 renews the token once. */
export async function igdbQuery<T>(
  ctx: IngestContext,
  report: IngestReport,
  endpoint: string,
  body: string,
): Promise<T[]> {
  const url = `${ctx.config.igdbApiUrl}/${endpoint}`;
  const onCall = () => {
    report.calls++;
  };
  for (let attempt = 0; ; attempt++) {
    const token = await twitchAppToken(ctx, onCall);
    const response = await providerFetch(ctx, {
      source: 'igdb',
      window: minuteWindow,
      cap: ctx.config.igdbCallsPerMinute,
      url,
      init: {
        method: 'POST',
        headers: {
          'Client-ID': ctx.config.twitchClientId ?? '',
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          'Content-Type': 'text/plain',
        },
        body,
      },
      onCall,
    });
    if (response.status === 401 && attempt === 0) {
      await response.body?.cancel();
      forgetTwitchAppToken(ctx);
      continue;
    }
    return (await expectJson(response, url)) as T[];
  }
}
