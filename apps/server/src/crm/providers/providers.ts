import { createHash } from 'node:crypto';
import { ChannelType } from '@app/contract';
import type { Config, Db } from '../../platform/index.ts';
import {
  perOwner,
  recordIntegrationFailure,
  recordIntegrationSuccess,
} from '../../platform/index.ts';
import type { CallOutcome } from './call-outcome.ts';
import type { StatsProvider } from './channel-stats.ts';
import { createQuotaLedger } from './quota.ts';
import { createTwitchProvider } from './twitch.ts';
import { createYoutubeProvider } from './youtube.ts';

export type Providers = Record<ChannelType, StatsProvider>;

// Twitch tokens live in memory per process; one provider set per config and database.
const providerSets = perOwner((config: Config) =>
  perOwner((db: Db) => createProviders(config, db)),
);

/** The stats providers for this configuration (keys and base URLs from config). */
export function providersFor(config: Config, db: Db): Providers {
  return providerSets(config)(db);
}

function createProviders(config: Config, db: Db): Providers {
  return {
    [ChannelType.Youtube]: createYoutubeProvider({
      apiKey: config.youtube.apiKey,
      baseUrl: config.youtube.baseUrl,
      // Google counts quota per key's project: a new key starts with its own day's budget.
      quota: createQuotaLedger(
        db,
        youtubeLedgerName(config.youtube.apiKey),
        config.youtube.dailyQuota,
      ),
      onOutcome: recordOutcome(db, 'youtube'),
    }),
    [ChannelType.Twitch]: createTwitchProvider({
      ...config.twitch,
      onOutcome: recordOutcome(db, 'twitch'),
    }),
  };
}

export function youtubeLedgerName(apiKey: string | null): string {
  return `youtube:${createHash('sha256')
    .update(apiKey ?? '')
    .digest('hex')
    .slice(0, 12)}`;
}

/**
 * Keeps Settings > Integrations current from the real traffic: the last success (with
 * Helix's points) and the last failure with its fix. Never in the caller's way: a failed
 * write is dropped (the next call writes again).
 */
function recordOutcome(db: Db, key: string) {
  return (outcome: CallOutcome & { usage?: string }) => {
    const write = outcome.ok
      ? recordIntegrationSuccess(db, key, outcome.usage ?? null)
      : recordIntegrationFailure(db, key, {
          message: outcome.error.message,
          fix: outcome.error.fix,
        });
    write.catch(() => {});
  };
}
