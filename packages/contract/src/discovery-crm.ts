import { z } from 'zod';
import {
  discoveryCreator,
  discoveryCreatorDetail,
  discoveryCreatorListResponse,
  discoveryGameCreator,
  discoveryGameDetail,
} from './discovery.ts';
import { campaignInfluencerStatus } from './enums.ts';
import { bigId, rowId } from './fields.ts';

/**
 * The team app's view of discovery (`/api/discovery/...`): the service's answers, each
 * creator marked with what the CRM already knows of them (matched by channel), and the
 * actions that bring creators into the CRM, a list or a campaign.
 */

/** A discovery creator already in the CRM: its influencer, and its lists and campaigns. */
export const discoveryCrmLink = z.object({
  influencerId: z.number().int(),
  lists: z.array(z.object({ id: z.number().int(), name: z.string() })),
  campaigns: z.array(
    z.object({ id: z.number().int(), name: z.string(), status: campaignInfluencerStatus }),
  ),
});
export type DiscoveryCrmLink = z.infer<typeof discoveryCrmLink>;

export const teamDiscoveryCreator = discoveryCreator.extend({ crm: discoveryCrmLink.nullable() });
export type TeamDiscoveryCreator = z.infer<typeof teamDiscoveryCreator>;

export const teamDiscoveryCreatorListResponse = discoveryCreatorListResponse.extend({
  items: z.array(teamDiscoveryCreator),
});
export type TeamDiscoveryCreatorListResponse = z.infer<typeof teamDiscoveryCreatorListResponse>;

export const teamDiscoveryCreatorDetail = discoveryCreatorDetail.extend({
  crm: discoveryCrmLink.nullable(),
});
export type TeamDiscoveryCreatorDetail = z.infer<typeof teamDiscoveryCreatorDetail>;

export const teamDiscoveryGameDetail = discoveryGameDetail.extend({
  topCreators: z.array(discoveryGameCreator.extend({ creator: teamDiscoveryCreator })),
});
export type TeamDiscoveryGameDetail = z.infer<typeof teamDiscoveryGameDetail>;

export const DISCOVERY_ADD_MAX = 100;

/** Discovery creator ids (the service's ids) to bring into the CRM. */
export const discoveryAddRequest = z.object({
  creatorIds: z.array(bigId).min(1).max(DISCOVERY_ADD_MAX),
});
export const discoveryAddToListRequest = discoveryAddRequest.extend({ listId: rowId });
export const discoveryAddToCampaignRequest = discoveryAddRequest.extend({ campaignId: rowId });

/**
 * Per creator: its influencer (created with source Discovery, or the one already holding its
 * channel: never a duplicate), whether it was created now, and a reason when it failed.
 */
export const discoveryAddResponse = z.object({
  results: z.array(
    z.object({
      creatorId: z.number().int(),
      ok: z.boolean(),
      influencerId: z.number().int().nullable(),
      created: z.boolean(),
      message: z.string().optional(),
    }),
  ),
});
export type DiscoveryAddResponse = z.infer<typeof discoveryAddResponse>;

/**
 * A seed import (a licensed dataset of creators and games, NDJSON or CSV) and how far it got:
 * rows read, rows refused (the first 100 with their row number and reason).
 */
/**
 * A dataset import. `done` with `errorRows` > 0: completed with that many rows refused (the
 * refused-rows file has them all; `errors` the first 100, each with its row number, NDJSON
 * line or CSV record counting the header as row 1, and the field at fault). `failed`: stopped
 * by something that is not a row's fault (`failure`), resumable from its last batch.
 */
export const discoverySeedTask = z.object({
  id: z.number().int(),
  status: z.enum(['running', 'done', 'failed']),
  format: z.enum(['ndjson', 'csv']),
  processedRows: z.number().int(),
  errorRows: z.number().int(),
  errors: z.array(
    z.object({ row: z.number().int(), field: z.string().nullable(), reason: z.string() }),
  ),
  totalRows: z.number().int().nullable(),
  failure: z.string().nullable(),
});
export type DiscoverySeedTask = z.infer<typeof discoverySeedTask>;
export const discoverySeedTaskParams = z.object({ id: bigId });

export const discoveryMessages = {
  creatorNotFound: 'Creator not found in discovery',
  unavailable: 'The discovery service is not reachable',
  seedTooLarge: (maxMb: number) => `The dataset is too large (max ${maxMb} MB)`,
  seedRemote:
    'This server uses a separate discovery service: import datasets there (npm run discovery:seed)',
  seedNotText: 'The dataset must be NDJSON or CSV text',
} as const;
