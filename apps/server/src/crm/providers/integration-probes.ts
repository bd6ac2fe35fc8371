import { ChannelType } from '@app/contract';
import {
  type Config,
  type Db,
  describeAnyFailure,
  type IntegrationProbe,
  registerIntegrationProbe,
} from '../../platform/index.ts';
import { ProviderError } from './provider-error.ts';
import { providersFor, youtubeLedgerName } from './providers.ts';
import { createQuotaLedger, type QuotaLedger } from './quota.ts';
import { createTwitchProvider } from './twitch.ts';
import { createYoutubeProvider } from './youtube.ts';

/** From the command line there is no ledger: the one unit is not counted. */
const uncounted: QuotaLedger = {
  spend: async () => true,
  exhaust: async () => {},
  used: async () => 0,
};

// A video every test can ask for: videos.list of one id is one unit. Twitch's Get Videos of
// one id answers 404 when there is no such video, which is an answer all the same.
const PROBE_YOUTUBE_VIDEO = 'dQw4w9WgXcQ';
const PROBE_TWITCH_VIDEO = '335921245';

function describeProviderFailure(error: unknown) {
  return error instanceof ProviderError
    ? { message: error.message, fix: error.fix }
    : describeAnyFailure(error);
}

const youtubeProbe: IntegrationProbe = {
  key: 'youtube',
  name: 'YouTube Data API v3',
  purpose:
    "YouTube channels' statistics and posts; discovery's YouTube searches when discovery runs in this server.",
  settings: ['YOUTUBE_API_KEY'],
  configured: (config) => config.youtube.apiKey !== null,
  async test(config: Config, db: Db | null) {
    const client = db
      ? providersFor(config, db)[ChannelType.Youtube]
      : createYoutubeProvider({ ...config.youtube, quota: uncounted });
    await client.fetchPost(PROBE_YOUTUBE_VIDEO);
    return {};
  },
  describe: describeProviderFailure,
  async usage(config, db) {
    const limit = config.youtube.dailyQuota;
    const ledger = createQuotaLedger(db, youtubeLedgerName(config.youtube.apiKey), limit);
    const used = await ledger.used();
    return `${used.toLocaleString('en')} of ${limit.toLocaleString('en')} units today (the quota day ends at midnight Pacific time)`;
  },
};

const twitchProbe: IntegrationProbe = {
  key: 'twitch',
  name: 'Twitch Helix',
  purpose:
    "Twitch channels' followers, language and videos; with the same application, IGDB and discovery's Twitch snapshots.",
  settings: ['TWITCH_CLIENT_ID', 'TWITCH_CLIENT_SECRET'],
  configured: (config) => config.twitch.clientId !== null && config.twitch.clientSecret !== null,
  async test(config, db) {
    const client = db
      ? providersFor(config, db)[ChannelType.Twitch]
      : createTwitchProvider(config.twitch);
    await client.fetchPost(PROBE_TWITCH_VIDEO);
    return {};
  },
  describe: describeProviderFailure,
};

/** The CRM's providers on Settings > Integrations, `npm run doctor` and the start warning. */
export function registerCrmIntegrations(): void {
  registerIntegrationProbe(youtubeProbe);
  registerIntegrationProbe(twitchProbe);
}
