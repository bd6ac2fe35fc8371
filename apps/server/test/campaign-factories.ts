import type { CampaignType } from '@app/contract';
import { campaigns, products } from '../src/db/schema/index.ts';
import { uniq } from './influencer-factories.ts';
import type { TestApp } from './test-app.ts';

export async function createTestProduct(
  t: TestApp,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(products)
    .values({ title: uniq('game'), ...overrides })
    .returning();
  if (!row) throw new Error('no row');
  return row;
}

/** A campaign (and a product for it unless given), straight in the database. */
export async function createTestCampaign(
  t: TestApp,
  overrides: Partial<typeof campaigns.$inferInsert> & { type?: CampaignType } = {},
) {
  const productId = overrides.productId ?? (await createTestProduct(t)).id;
  const [row] = await t.database.db
    .insert(campaigns)
    .values({
      name: uniq('campaign'),
      type: 'free',
      ads: {
        enabled: false,
        subscribersThreshold: null,
        title: null,
        description: null,
        ctaLabel: null,
        ctaUrl: null,
      },
      ...overrides,
      productId,
    })
    .returning();
  if (!row) throw new Error('no row');
  return row;
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
  return response.json<{ results: { id: number; ok: boolean; message?: string }[] }>().results;
}
