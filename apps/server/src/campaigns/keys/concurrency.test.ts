import { CampaignInfluencerStatus, type RedeemCodeFulfilment } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestCampaign } from '../../../test/campaign-factories.ts';
import { signedIn } from '../../../test/factories.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { dbKind } from '../../../test/test-database.ts';
import { openDatabase } from '../../platform/db/open-database.ts';
import { creatorsInCampaign, importJson, steamKeys } from './testing.ts';

// THE invariant under load: 200 creators press "Get my key" at the same moment against a pool
// of 150. On PostgreSQL the app runs on a pool of 25 connections, so the claims really race.
const database =
  dbKind === 'postgres'
    ? await openDatabase({ kind: 'postgres', url: inject('postgresUrl'), max: 25 })
    : undefined;
afterAll(async () => database?.close());
const t = await createTestApp({
  env: { INVITE_PAGE_RATE_LIMIT: '100000' },
  ...(database ? { database } : {}),
});
const manager = await signedIn(t);

describe('200 simultaneous fulfils against a pool of 150', () => {
  it('issues 150 distinct codes to 150 creators, refuses 50 cleanly, duplicates none', async () => {
    const campaign = await createTestCampaign(t, { redeemCodePlatforms: ['steam'] });
    const keys = steamKeys(150);
    expect((await importJson(t, manager.headers, campaign.id, 'steam', keys)).statusCode).toBe(200);
    const creators = await creatorsInCampaign(
      t,
      campaign.id,
      200,
      CampaignInfluencerStatus.Invited,
    );

    const responses = await Promise.all(
      creators.map((c) =>
        t.app.inject({ method: 'POST', url: `/api/public/invite/${c.token}/redeem-codes` }),
      ),
    );
    expect(responses.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);
    const answers = responses.map((r) => r.json<RedeemCodeFulfilment>().platforms[0]);
    const given = answers.filter((a) => a?.codes.length === 1);
    const refused = answers.filter((a) => a?.codes.length === 0);
    expect(given).toHaveLength(150);
    expect(refused).toHaveLength(50);
    expect(refused.every((a) => a?.message === 'No codes left for Steam')).toBe(true);
    const handed = given.map((a) => a?.codes[0]);
    expect(new Set(handed).size).toBe(150);
    expect([...handed].sort()).toEqual([...keys].sort());

    // The database agrees: 150 issued rows to 150 different creators, nothing left over.
    const rows = (await t.database.db.execute(sql`
      select count(*)::int as issued, count(distinct influencer_id)::int as holders,
        count(*) filter (where status <> 'issued')::int as other
      from redeem_codes where campaign_id = ${campaign.id}`)) as unknown as {
      rows: { issued: number; holders: number; other: number }[];
    };
    expect(rows.rows[0]).toEqual({ issued: 150, holders: 150, other: 0 });

    // A second wave (everyone presses again) changes nothing: same codes, same refusals.
    const again = await Promise.all(
      creators.map((c) =>
        t.app.inject({ method: 'POST', url: `/api/public/invite/${c.token}/redeem-codes` }),
      ),
    );
    expect(again.map((r) => r.json<RedeemCodeFulfilment>().platforms[0]?.codes[0] ?? null)).toEqual(
      answers.map((a) => a?.codes[0] ?? null),
    );
  }, 120_000);
});
