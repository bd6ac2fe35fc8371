import type { DiscoveryStatus } from '@app/contract';
import { createDiscoveryClient, DiscoveryRequestError, probeIgdb } from '@app/discovery';
import {
  type Config,
  describeAnyFailure,
  type IntegrationProbe,
  registerIntegrationProbe,
} from '../platform/index.ts';
import { inProcessIngestConfig } from './ingest-jobs.ts';

/** A failure with the fix an Admin reads on the card. */
const failure = (message: string, fix: string) => Object.assign(new Error(message), { fix });

/**
 * A separate discovery service (DISCOVERY_URL) ingests with its own environment: the card
 * asks the service whether it ingests from IGDB (its status, one cheap call), instead of
 * probing IGDB with this server's keys, which the service may not share.
 */
async function igdbAtService(discovery: NonNullable<Config['discovery']>): Promise<void> {
  let sources: DiscoveryStatus['sources'];
  try {
    ({ sources } = await createDiscoveryClient(discovery).status());
  } catch (error) {
    if (error instanceof DiscoveryRequestError && error.status === 401) {
      throw failure(
        'The discovery service refused this server’s token',
        'Set DISCOVERY_TOKEN to the token the discovery service was started with.',
      );
    }
    throw failure(
      `The discovery service cannot be reached (${error instanceof Error ? error.message : String(error)})`,
      'Check DISCOVERY_URL and that the discovery service is running (npm start -- --role=discovery).',
    );
  }
  const igdb = sources.find((s) => s.source === 'igdb');
  if (!igdb?.enabled) {
    throw failure(
      `The discovery service does not ingest from IGDB (${igdb?.reason ?? 'no such source'})`,
      'Set TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET in the discovery service’s environment.',
    );
  }
}

/**
 * IGDB, with the Twitch application's credentials and IGDB_API_URL (the in-process ingest's
 * settings), or through the separate discovery service's status when DISCOVERY_URL is set.
 */
const igdbProbe: IntegrationProbe = {
  key: 'igdb',
  name: 'IGDB v4',
  purpose: "Discovery's games, genres, themes and companies (the IGDB ingest).",
  settings: ['TWITCH_CLIENT_ID', 'TWITCH_CLIENT_SECRET'],
  configured: (config) =>
    config.discovery !== null ||
    (config.twitch.clientId !== null && config.twitch.clientSecret !== null),
  async test(config) {
    if (config.discovery) await igdbAtService(config.discovery);
    else await probeIgdb(inProcessIngestConfig(config));
    return {};
  },
  describe: describeAnyFailure,
};

export function registerDiscoveryIntegrations(): void {
  registerIntegrationProbe(igdbProbe);
}
