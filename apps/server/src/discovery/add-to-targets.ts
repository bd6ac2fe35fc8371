import type { DiscoveryAddResponse } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { addCampaignInfluencers, workflowCampaign } from '../campaigns/index.ts';
import type { Actor } from '../core/index.ts';
import { addInfluencersToLists } from '../crm/index.ts';
import type { AppContext } from '../platform/index.ts';
import { AppError, lists } from '../platform/index.ts';
import { type AddResult, addCreatorsToCrm } from './add-to-crm.ts';

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'config' | 'discovery'>;

const influencerIdsOf = (results: readonly AddResult[]) =>
  results.flatMap((r) => (r.ok && r.influencerId !== null ? [r.influencerId] : []));

/**
 * POST /discovery/influencer/add-to-list: into the CRM if needed, then into the list (the
 * lists module's own add). An unknown list is a 404 before anything is added.
 */
export async function addCreatorsToList(
  ctx: Ctx,
  input: { creatorIds: number[]; listId: number },
): Promise<DiscoveryAddResponse> {
  const [list] = await ctx.db
    .select({ id: lists.id })
    .from(lists)
    .where(and(eq(lists.id, input.listId), eq(lists.kind, 'influencer')));
  if (!list) throw AppError.notFound();
  const results = await addCreatorsToCrm(ctx, input.creatorIds);
  const ids = influencerIdsOf(results);
  if (ids.length > 0) await addInfluencersToLists(ctx, { ids, listIds: [input.listId] });
  return { results };
}

/**
 * POST /discovery/influencer/add-to-campaign: into the CRM if needed, then into the campaign
 * as Pending through the Workflow's own add (its history row, counts and webhook). An
 * influencer already in the campaign answers the Workflow's message. An unknown campaign is a
 * 404 before anything is added.
 */
export async function addCreatorsToCampaign(
  ctx: Ctx,
  actor: Actor,
  input: { creatorIds: number[]; campaignId: number },
): Promise<DiscoveryAddResponse> {
  await workflowCampaign(ctx.db, input.campaignId);
  const results = await addCreatorsToCrm(ctx, input.creatorIds);
  const ids = influencerIdsOf(results);
  if (ids.length === 0) return { results };
  const added = await addCampaignInfluencers(ctx, actor, input.campaignId, { ids });
  const refusals = new Map(
    added.results.flatMap((r) => (r.ok ? [] : [[r.id, r.message] as const])),
  );
  return {
    results: results.map((r) => {
      const refusal = r.influencerId === null ? undefined : refusals.get(r.influencerId);
      return refusal === undefined ? r : { ...r, ok: false, message: refusal };
    }),
  };
}
