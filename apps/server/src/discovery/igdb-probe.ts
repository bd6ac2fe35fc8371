import { probeIgdb } from '@app/discovery';
import {
  describeAnyFailure,
  type IntegrationProbe,
  registerIntegrationProbe,
} from '../platform/index.ts';
import { inProcessIngestConfig } from './ingest-jobs.ts';

/**
 * IGDB, with the Twitch application's credentials and IGDB_API_URL (the in-process ingest's
 * settings; a separate discovery service reads the same variables).
 */
const igdbProbe: IntegrationProbe = {
  key: 'igdb',
  name: 'IGDB v4',
  purpose: "Discovery's games, genres, themes and companies (the IGDB ingest).",
  settings: ['TWITCH_CLIENT_ID', 'TWITCH_CLIENT_SECRET'],
  configured: (config) => config.twitch.clientId !== null && config.twitch.clientSecret !== null,
  async test(config) {
    await probeIgdb(inProcessIngestConfig(config));
    return {};
  },
  describe: describeAnyFailure,
};

export function registerDiscoveryIntegrations(): void {
  registerIntegrationProbe(igdbProbe);
}
