import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/index.ts';
import { intArrayParam, rows } from '../../platform/index.ts';
import { campaignPools, type KeyCampaign } from './campaign-access.ts';

// THE invariant: a code is reserved or issued to at most one creator, ever. Every claim
// takes AVAILABLE rows under row locks (FOR UPDATE SKIP LOCKED: concurrent claimers never
// wait on, nor take, each other's rows) and moves them in the same statement or transaction;
// the holder is a single column; only `reserved` rows (never shown) ever go back. The same SQL
// runs on PGlite (one connection, so serial) and PostgreSQL.

/**
 * Approve in a free campaign: tops each creator up to the bundle size per platform with
 * RESERVED codes (held, not shown). A dry pool reserves what it has; the creator's "Get my
 * key" tries again later. Callers hold the creators' campaign rows locked.
 */
export async function reserveBundles(
  tx: Tx,
  campaign: KeyCampaign,
  influencerIds: readonly number[],
): Promise<{ reserved: number; short: number }> {
  if (influencerIds.length === 0) return { reserved: 0, short: 0 };
  const ids = intArrayParam([...new Set(influencerIds)].sort((a, b) => a - b));
  let reserved = 0;
  let short = 0;
  for (const { platform, bundleSize: bundle } of await campaignPools(tx, campaign)) {
    const held = await rows<{ influencer_id: number; held: number }>(
      tx,
      sql`
      select i.id as influencer_id, count(c.id)::int as held
      from unnest(${ids}) as i(id)
      left join redeem_codes c on c.campaign_id = ${campaign.id} and c.platform = ${platform}
        and c.influencer_id = i.id
      group by i.id
      order by i.id`,
    );
    const wanted: number[] = [];
    for (const row of held) {
      for (let k = Number(row.held); k < bundle; k++) wanted.push(Number(row.influencer_id));
    }
    if (wanted.length === 0) continue;
    const locked = await rows<{ id: number | string }>(
      tx,
      sql`
      select id from redeem_codes
      where campaign_id = ${campaign.id} and platform = ${platform} and status = 'available'
      order by id
      limit ${wanted.length}
      for update skip locked`,
    );
    const codeIds = locked.map((r) => Number(r.id));
    const holders = wanted.slice(0, codeIds.length);
    if (codeIds.length > 0) {
      await tx.execute(sql`
        update redeem_codes c
        set status = 'reserved', influencer_id = a.influencer_id, reserved_at = now()
        from unnest(${sql`${`{${codeIds.join(',')}}`}::bigint[]`}, ${intArrayParam(holders)})
          as a(id, influencer_id)
        where c.id = a.id and c.status = 'available'`);
    }
    reserved += codeIds.length;
    short += wanted.length - codeIds.length;
  }
  return { reserved, short };
}

/**
 * Reject and remove: the creators' RESERVED codes (never shown) go back to the pool. Issued
 * codes stay theirs forever. Answers how many returned.
 */
export function releaseReserved(
  tx: Tx,
  campaignId: number,
  influencerIds: readonly number[],
): Promise<number> {
  return returnReservedToPools(tx, influencerIds, sql`campaign_id = ${campaignId} and `);
}

/**
 * A deleted creator's reserved codes go back to their pools (they were never shown).
 * Issued codes stay issued, holder cleared by the foreign key, so they are never reused.
 */
export function releaseReservedOfInfluencers(
  tx: Tx,
  influencerIds: readonly number[],
): Promise<number> {
  return returnReservedToPools(tx, influencerIds, sql``);
}

async function returnReservedToPools(
  tx: Tx,
  influencerIds: readonly number[],
  inCampaign: SQL,
): Promise<number> {
  if (influencerIds.length === 0) return 0;
  const returned = await rows<{ id: number }>(
    tx,
    sql`
    update redeem_codes
    set status = 'available', influencer_id = null, reserved_at = null
    where ${inCampaign}influencer_id = any(${intArrayParam([...new Set(influencerIds)])})
      and status = 'reserved'
    returning id`,
  );
  return returned.length;
}
