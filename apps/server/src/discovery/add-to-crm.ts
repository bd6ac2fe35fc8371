import {
  type DiscoveryAddResponse,
  type DiscoveryCreatorDetail,
  discoveryMessages,
} from '@app/contract';
import type { AppContext } from '../platform/index.ts';
import { createDiscoveredInfluencer } from './create-discovered-influencer.ts';
import { matchCrmInfluencers } from './crm-links.ts';

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'config' | 'discovery'>;
export type AddResult = DiscoveryAddResponse['results'][number];

/** Creator details fetched at once from the service (it has no batch read). */
const FETCH_CONCURRENCY = 8;

async function fetchCreators(
  ctx: Ctx,
  ids: readonly number[],
): Promise<Map<number, DiscoveryCreatorDetail>> {
  const found = new Map<number, DiscoveryCreatorDetail>();
  for (let i = 0; i < ids.length; i += FETCH_CONCURRENCY) {
    const slice = ids.slice(i, i + FETCH_CONCURRENCY);
    const details = await Promise.all(slice.map((id) => ctx.discovery.creator(id)));
    for (const detail of details) if (detail) found.set(detail.id, detail);
  }
  return found;
}

/**
 * POST /discovery/influencer/add-to-crm: per creator, the CRM influencer holding its
 * channel (linked, created false) or a new one with source Discovery (created true).
 * Deduplicated by channel, also against a concurrent call: a creation that loses the race
 * on the channel's unique key links the winner's influencer.
 */
export async function addCreatorsToCrm(
  ctx: Ctx,
  creatorIds: readonly number[],
): Promise<AddResult[]> {
  const ids = [...new Set(creatorIds)];
  const creators = await fetchCreators(ctx, ids);
  const matched = await matchCrmInfluencers(ctx.db, [...creators.values()]);
  const results: AddResult[] = [];
  for (const id of ids) {
    const creator = creators.get(id);
    if (!creator) {
      results.push({
        creatorId: id,
        ok: false,
        influencerId: null,
        created: false,
        message: discoveryMessages.creatorNotFound,
      });
      continue;
    }
    const existing = matched.get(id);
    if (existing !== undefined) {
      results.push({ creatorId: id, ok: true, influencerId: existing, created: false });
      continue;
    }
    const createdId = await createDiscoveredInfluencer(ctx, creator);
    if (createdId !== null) {
      results.push({ creatorId: id, ok: true, influencerId: createdId, created: true });
      continue;
    }
    // Another call created it meanwhile: link that one.
    const winner = (await matchCrmInfluencers(ctx.db, [creator])).get(id);
    results.push(
      winner === undefined
        ? {
            creatorId: id,
            ok: false,
            influencerId: null,
            created: false,
            message: discoveryMessages.creatorNotFound,
          }
        : { creatorId: id, ok: true, influencerId: winner, created: false },
    );
  }
  return results;
}
