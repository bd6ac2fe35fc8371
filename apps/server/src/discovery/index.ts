// Discovery: the gateway to the discovery service (in process or apart), its ingest and
// dataset import, and adding found creators to the CRM and campaigns.
export { createDiscoveryGateway } from './discovery-gateway.ts';

import type { AreaManifest } from '../platform/index.ts';
import { registerDiscoveryIntegrations } from './igdb-probe.ts';
import { discoveryIngestJobs, scheduleDiscoveryIngest } from './ingest-jobs.ts';
import { discoveryRoutes } from './routes.ts';
import { importDiscoverySeedJob } from './seed-import.ts';

export const discoveryArea = {
  name: 'discovery',
  routes: [discoveryRoutes],
  jobs: [...discoveryIngestJobs, importDiscoverySeedJob],
  schedules: [scheduleDiscoveryIngest],
  listeners: [registerDiscoveryIntegrations],
} satisfies AreaManifest;
