import {
  type CampaignType,
  campaignFieldsSchema,
  type WorkflowActionResponse,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { insertedRow } from '../src/platform/db/inserted-row.ts';
import {
  campaignInfluencers,
  type campaignPosts,
  campaigns,
  products,
} from '../src/platform/db/schema/index.ts';
import { signedIn } from './factories.ts';
import { uniq } from './influencer-factories.ts';
import type { TestApp } from './test-app.ts';

export async function createTestProduct(
  t: TestApp,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  return insertedRow(
    t.database.db
      .insert(products)
      .values({ title: uniq('game'), ...overrides })
      .returning(),
  );
}

/** A campaign (and a product for it unless given), straight in the database. */
export async function createTestCampaign(
  t: TestApp,
  overrides: Partial<typeof campaigns.$inferInsert> & { type?: CampaignType } = {},
) {
  const productId = overrides.productId ?? (await createTestProduct(t)).id;
  return insertedRow(
    t.database.db
      .insert(campaigns)
      .values({
        name: uniq('campaign'),
        type: 'free',
        // What POST /campaign stores when the wizard sends no ads settings.
        ads: campaignFieldsSchema.shape.ads.parse(undefined),
        ...overrides,
        productId,
      })
      .returning(),
  );
}

/** A signed-in manager and a paid campaign of theirs with its deal (fee and posts per creator). */
export async function managerWithPaidCampaign(
  t: TestApp,
  deal: { dealRevenueAmount: number; dealPostCount: number },
) {
  const me = await signedIn(t);
  const campaign = await createTestCampaign(t, { type: 'paid', createdBy: me.id, ...deal });
  return { me, campaign };
}

/** Adds influencers to a campaign through the API (PUT /campaign/{id}/influencers). */
export async function addToCampaign(
  t: TestApp,
  headers: Record<string, string>,
  campaignId: number,
  ids: number[],
) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/campaign/${campaignId}/influencers`,
    headers,
    payload: { ids },
  });
  if (response.statusCode !== 200) throw new Error(`add failed: ${response.body}`);
  return response.json<{ results: { id: number; ok: boolean; message?: string }[] }>();
}

/** Runs a workflow action through the API and answers its per-id results. */
export async function workflowAction(
  t: TestApp,
  headers: Record<string, string>,
  campaignId: number,
  action: 'invite' | 'approve' | 'reject' | 'pay' | 'delete',
  body: Record<string, unknown>,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/campaign/${campaignId}/influencers/${action}`,
    headers,
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`${action} failed: ${response.body}`);
  return response.json<WorkflowActionResponse>().results;
}

/** The campaign_influencers row of a creator in a campaign (its status, token, totals), or null. */
export async function campaignInfluencerRow(t: TestApp, campaignId: number, influencerId: number) {
  const [row] = await t.database.db
    .select()
    .from(campaignInfluencers)
    .where(
      and(
        eq(campaignInfluencers.campaignId, campaignId),
        eq(campaignInfluencers.influencerId, influencerId),
      ),
    );
  return row ?? null;
}

/** Sets columns of a creator's campaign_influencers row, as the workflow would have left it. */
export async function setCampaignInfluencerRow(
  t: TestApp,
  campaignId: number,
  influencerId: number,
  values: Partial<typeof campaignInfluencers.$inferInsert>,
): Promise<void> {
  await t.database.db
    .update(campaignInfluencers)
    .set(values)
    .where(
      and(
        eq(campaignInfluencers.campaignId, campaignId),
        eq(campaignInfluencers.influencerId, influencerId),
      ),
    );
}

/**
 * Builds campaign_posts rows of one creator's channel, to insert: YouTube videos the team
 * published (unless a status is given), each with an external id of its own.
 */
export function postRowsOf(owner: { campaignId: number; influencerId: number; channelId: number }) {
  let n = 0;
  return (
    publishedAt: Date,
    views: number | null,
    likes: number | null,
    comments: number | null,
    status = 'published',
  ): typeof campaignPosts.$inferInsert => ({
    ...owner,
    type: 1,
    externalId: `post-${owner.campaignId}-${owner.influencerId}-${n++}`,
    url: 'https://youtu.be/x',
    views,
    likes,
    comments,
    publishedAt,
    status,
    source: 'team',
  });
}
