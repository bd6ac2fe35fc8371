import {
  CampaignInfluencerStatus as S,
  type WorkflowHistoryResponse,
  type WorkflowPreview,
  workflowMessages,
} from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  addToCampaign,
  campaignInfluencerRow,
  managerWithPaidCampaign,
  setCampaignInfluencerRow,
  workflowAction,
} from '../../../test/campaign-factories.ts';
import { createTestInfluencer } from '../../../test/influencer-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Issue 31: paying a creator whose agreed posts are not all published asks for a reason,
// names the posts missing, and keeps the reason in the creator's history.
const t: TestApp = await createTestApp();

/** A paid campaign (deal: 2 posts) with two approved creators: one with 0 posts, one with 2. */
async function approvedPair() {
  const { me, campaign } = await managerWithPaidCampaign(t, {
    dealRevenueAmount: 400,
    dealPostCount: 2,
  });
  const waiting = await createTestInfluencer(t, { mediaName: `waiting-${campaign.id}` });
  const done = await createTestInfluencer(t, { mediaName: `done-${campaign.id}` });
  const ids = [waiting.id, done.id];
  await addToCampaign(t, me.headers, campaign.id, ids);
  await workflowAction(t, me.headers, campaign.id, 'approve', { ids });
  // What the posts module keeps once both agreed posts are published.
  await setCampaignInfluencerRow(t, campaign.id, done.id, { postsCount: 2 });
  return { me, campaign, waiting, done };
}

const pay = (headers: Record<string, string>, campaignId: number, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/campaign/${campaignId}/influencers/pay`,
    headers,
    payload: body,
  });

describe('pay before the agreed posts are published', () => {
  it('the preview names the creators with posts missing', async () => {
    const { me, campaign, waiting, done } = await approvedPair();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaign.id}/influencers/preview`,
      headers: me.headers,
      payload: { action: 'pay', ids: [waiting.id, done.id] },
    });
    expect(response.json<WorkflowPreview>().payment).toMatchObject({
      agreed: 2,
      missingPosts: 1,
      postsMissing: [{ id: waiting.id, mediaName: waiting.mediaName, agreed: 2, published: 0 }],
    });
  });

  it('without a reason: 400 naming the posts missing, and no one is paid', async () => {
    const { me, campaign, waiting, done } = await approvedPair();
    for (const reason of [undefined, '   ']) {
      const refused = await pay(me.headers, campaign.id, { ids: [waiting.id, done.id], reason });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: workflowMessages.postsMissing(`${waiting.mediaName} (0 of 2 published)`),
        fields: { reason: workflowMessages.payReasonRequired },
      });
    }
    for (const id of [waiting.id, done.id]) {
      expect((await campaignInfluencerRow(t, campaign.id, id))?.status).toBe(S.Shortlisted);
    }
    // Every agreed post published: no reason needed.
    expect(await workflowAction(t, me.headers, campaign.id, 'pay', { ids: [done.id] })).toEqual([
      { id: done.id, ok: true },
    ]);
  });

  it('with a reason: paid, and the reason stays in the creator history', async () => {
    const { me, campaign, waiting } = await approvedPair();
    const reason = 'Paid up front: the stream is booked for Friday';
    const results = await workflowAction(t, me.headers, campaign.id, 'pay', {
      ids: [waiting.id],
      reason,
    });
    expect(results).toEqual([{ id: waiting.id, ok: true }]);
    expect((await campaignInfluencerRow(t, campaign.id, waiting.id))?.status).toBe(S.Paid);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/campaign/${campaign.id}/influencers/${waiting.id}/history`,
      headers: me.headers,
    });
    const [latest, before] = history.json<WorkflowHistoryResponse>().items;
    expect(latest).toMatchObject({ action: 'pay', revenueAmount: 400, note: reason });
    expect(before).toMatchObject({ action: 'approve', note: null });
  });
});
