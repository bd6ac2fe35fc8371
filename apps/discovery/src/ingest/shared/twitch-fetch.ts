import type { IngestContext, IngestReport } from '../ingest-context.ts';
import { providerFetch } from './provider-fetch.ts';
import type { Pacing } from './provider-pacing.ts';
import { minuteWindow } from './quota-ledger.ts';
import { forgetTwitchAppToken, twitchAppToken } from './twitch-app-token.ts';

type TwitchFetch = {
  source: 'twitch' | 'igdb';
  /** Calls a minute this API allows. */
  cap: number;
  url: string;
  /** Client-Id and Authorization are added. */
  init?: RequestInit & { headers?: Record<string, string> };
  pacing?: Pacing;
};

/** A call to a Twitch-authorized API (Helix, IGDB) with the app token; a 401 renews it once. */
export async function twitchFetch(
  ctx: IngestContext,
  report: IngestReport,
  call: TwitchFetch,
): Promise<Response> {
  const onCall = () => {
    report.calls++;
  };
  for (let attempt = 0; ; attempt++) {
    const token = await twitchAppToken(ctx, onCall);
    const response = await providerFetch(ctx, {
      source: call.source,
      window: minuteWindow,
      cap: call.cap,
      url: call.url,
      init: {
        ...call.init,
        headers: {
          ...call.init?.headers,
          'Client-Id': ctx.config.twitchClientId ?? '',
          Authorization: `Bearer ${token}`,
        },
      },
      onCall,
      ...(call.pacing ? { pacing: call.pacing } : {}),
    });
    if (response.status !== 401 || attempt > 0) return response;
    await response.body?.cancel();
    forgetTwitchAppToken(ctx);
  }
}
