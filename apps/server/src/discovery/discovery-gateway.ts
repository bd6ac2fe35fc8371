import {
  createDiscoveryClient,
  type DiscoveryClient,
  DiscoveryRequestError,
  sourcesFromEnv,
} from '@app/discovery';
import type { Config, Db } from '../platform/index.ts';
import { AppError } from '../platform/index.ts';
import { DiscoveryUnavailableError } from './discovery-unavailable.ts';

/**
 * The discovery service as the main API calls it: over HTTP with DISCOVERY_TOKEN when
 * DISCOVERY_URL is set, else in this process on the main database (schema discovery, migrated
 * at start). Its refusals of bad input (400) pass through with their fields; a service that
 * does not answer is a 502. In-process failures are ours (500), not an unreachable service.
 */
export function createDiscoveryGateway(config: Config, db: Db): DiscoveryClient {
  if (config.discovery) {
    return guarded(createDiscoveryClient(config.discovery), true);
  }
  // The service's own rule for which sources run, from the same keys the CRM's stats use.
  const sources = sourcesFromEnv({
    TWITCH_CLIENT_ID: config.twitch.clientId ?? undefined,
    TWITCH_CLIENT_SECRET: config.twitch.clientSecret ?? undefined,
    YOUTUBE_API_KEY: config.youtube.apiKey ?? undefined,
  });
  return guarded(createDiscoveryClient({ db, sources }), false);
}

function toAppError(error: unknown, remote: boolean): unknown {
  if (error instanceof DiscoveryRequestError) {
    // 400: the user's input, with the service's message and fields. Anything else (401 from
    // a wrong token, 5xx) is the service's or the setup's fault, not the user's.
    if (error.status === 400) {
      return new AppError(error.body.code, error.body.message, error.body.fields);
    }
    return new DiscoveryUnavailableError(error);
  }
  return remote ? new DiscoveryUnavailableError(error) : error;
}

function guarded(client: DiscoveryClient, remote: boolean): DiscoveryClient {
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toAppError(error, remote);
    }
  };
  return {
    listCreators: (request) => call(() => client.listCreators(request)),
    listGames: (request) => call(() => client.listGames(request)),
    listTerms: (kind, request) => call(() => client.listTerms(kind, request)),
    game: (id) => call(() => client.game(id)),
    creator: (id) => call(() => client.creator(id)),
    status: () => call(() => client.status()),
  };
}
