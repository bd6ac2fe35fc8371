import { type CampaignStatsResponse, STATS_PERIODS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestCampaign, postRowsOf } from '../../../test/campaign-factories.ts';
import { signedIn } from '../../../test/factories.ts';
import { createTestInfluencer } from '../../../test/influencer-factories.ts';
import { requestOk } from '../../../test/request-ok.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { campaignInfluencerTransitions, campaignPosts } from '../../platform/db/schema/index.ts';

const t = await createTestApp();

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const dateOf = (n: number) => daysAgo(n).toISOString().slice(0, 10);

/** Known history: moves and posts on days 0, 3, 10, 40, 200 and 400 days ago. */
async function seeded() {
  const me = await signedIn(t);
  const campaign = await createTestCampaign(t, { type: 'paid' });
  const creator = await createTestInfluencer(t);
  const channelId = creator.channels[0]?.id as number;
  const move = (ago: number, toStatus: number, revenueAmount: number | null = null) => ({
    campaignId: campaign.id,
    influencerId: creator.id,
    action: 'x',
    fromStatus: 1,
    toStatus,
    revenueAmount,
    createdAt: daysAgo(ago),
  });
  await t.database.db
    .insert(campaignInfluencerTransitions)
    .values([
      move(0, 2),
      move(0, 2),
      move(3, 3),
      move(3, 6, 100),
      move(10, 4),
      move(10, 6, 50.5),
      move(40, 2),
      move(40, 6, 200),
      move(200, 3),
      move(400, 6, 999),
      move(0, 1),
    ]);
  const post = postRowsOf({ campaignId: campaign.id, influencerId: creator.id, channelId });
  await t.database.db
    .insert(campaignPosts)
    .values([
      post(daysAgo(0), 1000, 10, 1),
      post(daysAgo(3), 3000, 30, 3),
      post(daysAgo(10), 500, 5, 0),
      post(daysAgo(40), 10_000, 100, 10),
      post(daysAgo(200), 2000, 20, 2),
      post(daysAgo(400), 7777, 7, 7),
      post(daysAgo(1), 99_999, 9, 9, 'suggested'),
    ]);
  return { me, campaign };
}

const stats = (me: { headers: Record<string, string> }, id: number, period: number) =>
  requestOk<CampaignStatsResponse>(t, 'POST', `/api/campaign/${id}/stats`, me.headers, { period });

describe('POST /api/campaign/{id}/stats', () => {
  const twoWeeks = {
    invited: 2,
    approved: 1,
    published: 1,
    paid: 2,
    views: 4500,
    likes: 45,
    comments: 4,
    spend: 150.5,
  };
  const expected = {
    7: {
      invited: 2,
      approved: 1,
      published: 0,
      paid: 1,
      views: 4000,
      likes: 40,
      comments: 4,
      spend: 100,
    },
    // Nothing happened between 14 and 30 days ago.
    14: twoWeeks,
    30: twoWeeks,
    90: {
      invited: 3,
      approved: 1,
      published: 1,
      paid: 3,
      views: 14_500,
      likes: 145,
      comments: 14,
      spend: 350.5,
    },
    365: {
      invited: 3,
      approved: 2,
      published: 1,
      paid: 3,
      views: 16_500,
      likes: 165,
      comments: 16,
      spend: 350.5,
    },
  } as const;

  it.each(STATS_PERIODS)(
    'adds up known data over %i days, per day and in total',
    async (period) => {
      const { me, campaign } = await seeded();
      const body = await stats(me, campaign.id, period);
      const want = expected[period];
      expect(body.series).toHaveLength(period);
      expect(body.from).toBe(dateOf(period - 1));
      expect(body.to).toBe(dateOf(0));
      expect(body.totals).toEqual({
        ...want,
        cpm: Math.round((want.spend / want.views) * 1000 * 10_000) / 10_000,
      });
      const today = body.series[body.series.length - 1];
      expect(today).toMatchObject({ date: dateOf(0), invited: 2, views: 1000, spend: 0 });
      const threeDaysAgo = body.series.find((d) => d.date === dateOf(3));
      expect(threeDaysAgo).toMatchObject({ approved: 1, paid: 1, spend: 100, views: 3000 });
      // The totals are the sum of the days.
      expect(body.series.reduce((s, d) => s + d.views, 0)).toBe(want.views);
    },
  );

  it('answers zeros and a null cpm for a campaign without activity; 404 for none', async () => {
    const me = await signedIn(t);
    const campaign = await createTestCampaign(t);
    const body = await stats(me, campaign.id, 7);
    expect(body.totals).toEqual({
      invited: 0,
      approved: 0,
      published: 0,
      paid: 0,
      views: 0,
      likes: 0,
      comments: 0,
      spend: 0,
      cpm: null,
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/campaign/999999999/stats',
      headers: me.headers,
      payload: { period: 7 },
    });
    expect(missing.statusCode).toBe(404);
    const badPeriod = await t.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaign.id}/stats`,
      headers: me.headers,
      payload: { period: 8 },
    });
    expect(badPeriod.statusCode).toBe(400);
    expect(await t.database.db.execute(sql`select 1`)).toBeTruthy();
  });
});
