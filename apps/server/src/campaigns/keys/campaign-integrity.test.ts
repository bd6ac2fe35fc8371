import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestCampaign } from '../../../test/campaign-factories.ts';
import { asAdmin } from '../../../test/factories.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { sqlStateOf } from '../../platform/db/errors.ts';
import { importJson, steamKeys } from './testing.ts';

// redeem_codes.campaign_id is enforced per statement by migration 0009's triggers instead of a
// declared foreign key (a per-row check halved import speed). These prove the same guarantees.
const t = await createTestApp();
const admin = await asAdmin(t);
const missingCampaign = 2_000_000_000;

/** The SQLSTATE a statement failed with, or null when it succeeded. */
async function sqlState(statement: ReturnType<typeof sql>): Promise<string | null> {
  try {
    await t.database.db.execute(statement);
    return null;
  } catch (error) {
    const state = sqlStateOf(error);
    if (state === null) throw error;
    return state;
  }
}

async function codesOf(campaignId: number): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n from redeem_codes where campaign_id = ${campaignId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
}

describe('redeem codes belong to a campaign that exists', () => {
  it('refuses codes inserted for a missing campaign, and inserts nothing of the statement', async () => {
    const campaign = await createTestCampaign(t, { redeemCodePlatforms: ['steam'] });
    const state = await sqlState(sql`
      insert into redeem_codes (campaign_id, platform, code_hash, code_sealed)
      values (${campaign.id}, 'steam', decode(md5('a' || random()::text), 'hex'), 'x'),
        (${missingCampaign}, 'steam', decode(md5('b' || random()::text), 'hex'), 'x')`);
    expect(state).toBe('23503');
    expect(await codesOf(campaign.id)).toBe(0);
  });

  it('refuses moving codes to a missing campaign; moving them to a real one works', async () => {
    const from = await createTestCampaign(t, { redeemCodePlatforms: ['steam'] });
    const to = await createTestCampaign(t, { redeemCodePlatforms: ['steam'] });
    expect((await importJson(t, admin.headers, from.id, 'steam', steamKeys(3))).statusCode).toBe(
      200,
    );
    const moveTo = (campaignId: number) =>
      sqlState(sql`update redeem_codes set campaign_id = ${campaignId}
        where campaign_id = ${from.id}`);
    expect(await moveTo(missingCampaign)).toBe('23503');
    expect(await codesOf(from.id)).toBe(3);
    expect(await moveTo(to.id)).toBeNull();
    expect(await codesOf(to.id)).toBe(3);
  });

  it("deleting campaigns through the API deletes their codes and no other campaign's", async () => {
    const doomed = await createTestCampaign(t, { redeemCodePlatforms: ['steam'] });
    const alsoDoomed = await createTestCampaign(t, { redeemCodePlatforms: ['steam'] });
    const kept = await createTestCampaign(t, { redeemCodePlatforms: ['steam'] });
    for (const [campaign, n] of [
      [doomed, 4],
      [alsoDoomed, 2],
      [kept, 5],
    ] as const) {
      expect(
        (await importJson(t, admin.headers, campaign.id, 'steam', steamKeys(n))).statusCode,
      ).toBe(200);
    }
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/campaign/delete',
      headers: admin.headers,
      payload: { ids: [doomed.id, alsoDoomed.id] },
    });
    expect(response.statusCode).toBe(200);
    expect(await codesOf(doomed.id)).toBe(0);
    expect(await codesOf(alsoDoomed.id)).toBe(0);
    expect(await codesOf(kept.id)).toBe(5);
  });
});
