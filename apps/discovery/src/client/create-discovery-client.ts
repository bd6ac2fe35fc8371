import type { DiscoveryDb } from '../db/database.ts';
import type { DiscoverySourceSettings } from '../search/discovery-status.ts';
import type { DiscoveryClient } from './discovery-client.ts';
import { createHttpDiscoveryClient } from './http-client.ts';
import { createInProcessDiscoveryClient } from './in-process-client.ts';

export type DiscoveryClientOptions =
  /** DISCOVERY_URL set: the service runs elsewhere; calls go over HTTP with the token. */
  | { url: string; token: string; timeoutMs?: number }
  /**
   * DISCOVERY_URL unset: the service runs in this process on the given database (the main
   * server's own db; call migrateDiscovery(db) at start first).
   */
  | { db: DiscoveryDb; sources?: DiscoverySourceSettings };

/** The discovery service for the main API: over HTTP when given a URL, else in-process. */
export function createDiscoveryClient(options: DiscoveryClientOptions): DiscoveryClient {
  return 'url' in options
    ? createHttpDiscoveryClient(options)
    : createInProcessDiscoveryClient(options.db, options.sources);
}
