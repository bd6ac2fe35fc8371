import type { DiscoveryClient } from '@app/discovery';
import type { Config } from './config.ts';
import type { Db } from './db/open-database.ts';
import type { Storage } from './files/storage.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { PasswordHasher } from './security/passwords.ts';
import type { TokenService } from './security/tokens.ts';

/** Everything a route or a domain function may depend on; built once per process. */
export type AppContext = {
  config: Config;
  db: Db;
  storage: Storage;
  jobs: JobQueue;
  passwords: PasswordHasher;
  tokens: TokenService;
  /** The discovery service: in-process or over HTTP (modules/discovery/discovery-gateway.ts). */
  discovery: DiscoveryClient;
};
