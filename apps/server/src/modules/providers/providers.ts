import { createHash } from 'node:crypto';
import { ChannelType } from '@app/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open-database.ts';
import type { StatsProvider } from './channel-stats.ts';
import { createQuotaLedger } from './quota.ts';
import { createTwitchProvider } from './twitch.ts';
import { createYoutubeProvider } from './youtube.ts';

export type Providers = Record<ChannelType, StatsProvider>;

// Twitch tokens live in memory per process; one provider set per config and database.
const cache = new WeakMap<Config, WeakMap<Db, Providers>>();

/** The stats providers for this configuration (keys and base URLs from config). */
export function providersFor(config: Config, db: Db): Providers {
  let byDb = cache.get(config);
  if (!byDb) {
    byDb = new WeakMap();
    cache.set(config, byDb);
  }
  const existing = byDb.get(db);
  if (existing) return existing;
  const providers: Providers = {
    [ChannelType.Youtube]: createYoutubeProvider({
      apiKey: config.youtube.apiKey,
      baseUrl: config.youtube.baseUrl,
      // Google counts quota per key's project: a new key starts with its own day's budget.
      quota: createQuotaLedger(
        db,
        youtubeLedgerName(config.youtube.apiKey),
        config.youtube.dailyQuota,
      ),
    }),
    [ChannelType.Twitch]: createTwitchProvider(config.twitch),
  };
  byDb.set(db, providers);
  return providers;
}

export function youtubeLedgerName(apiKey: string | null): string {
  return `youtube:${createHash('sha256')
    .update(apiKey ?? '')
    .digest('hex')
    .slice(0, 12)}`;
}
