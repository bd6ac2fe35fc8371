import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { createTestCampaign } from '../../../test/campaign-factories.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { parsePools, poolsJson } from './campaign-access.ts';

// One campaign's huge pool must not slow every other campaign's key lookups: the pools of a
// campaign are read on each "Get my key", approve and export. Found when 200 simultaneous
// presses took minutes after another test had imported a million codes.
const t = await createTestApp();

async function planOf(query: string): Promise<string> {
  const { rows } = await t.database.sql.executeSql(`explain ${query}`);
  return rows.map((r) => String(Object.values(r)[0])).join('\n');
}

describe("a campaign's pools beside a campaign holding a big pool", () => {
  it('are read through the pool index, never a scan of every code', async () => {
    const big = await createTestCampaign(t, { redeemCodePlatforms: ['steam'] });
    const other = await createTestCampaign(t, { redeemCodePlatforms: ['steam'] });
    await t.database.db.execute(sql`
      insert into redeem_codes (campaign_id, platform, code_hash, code_sealed)
      select ${big.id}, 'steam', decode(md5(g::text || ${`${big.id}`}), 'hex'), 'sealed'
      from generate_series(1, 200000) g`);
    await t.database.db.execute(sql`analyze redeem_codes`);

    // The platform comes from the campaign's row, as in the app: the planner cannot tell it.
    const poolsOfOther = sql`select ${poolsJson(sql`c.id`, sql`c.redeem_code_platforms`)} as pools
      from campaigns c where c.id = ${other.id}`;
    const query = new PgDialect().sqlToQuery(poolsOfOther);
    const inlined = query.sql.replace(/\$(\d+)/g, (_, n: string) => {
      const value = query.params[Number(n) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value)}'`;
    });
    const plan = await planOf(inlined);
    expect(plan).toContain('redeem_codes_pool_idx');
    expect(plan).not.toMatch(/Seq Scan on redeem_codes/);

    const result = (await t.database.db.execute(poolsOfOther)) as unknown as {
      rows: { pools: unknown }[];
    };
    expect(parsePools(result.rows[0]?.pools)).toEqual([{ platform: 'steam', bundleSize: 1 }]);
  }, 120_000);
});
