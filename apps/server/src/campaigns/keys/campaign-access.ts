import { GamePlatform, type RedeemCodePlatform } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { CampaignRow, DbOrTx } from '../../platform/index.ts';
import { rows } from '../../platform/index.ts';

/** What the key pools need of a campaign (its row from campaigns/load-campaign.ts). */
export type KeyCampaign = Pick<CampaignRow, 'id' | 'redeemCodePlatforms'>;

export const ALL_PLATFORMS = Object.values(GamePlatform) as RedeemCodePlatform[];
const allPlatformsParam = `{${ALL_PLATFORMS.join(',')}}`;

export type Pool = { platform: RedeemCodePlatform; bundleSize: number };

/**
 * SQL: a campaign's pools as a JSON array of { platform, bundleSize }, in the enum's order:
 * its redeem-code platforms plus any platform holding codes or a bundle size. Eight index
 * probes, never a scan of a big pool: the "holds codes" test is a LATERAL ... LIMIT 1,
 * because an EXISTS here may be planned as a hashed subplan that reads every code. Its ORDER
 * BY is the pool index's own order, so the index is the only cheap plan: without it, once one
 * campaign held a million codes, the planner expected a random campaign's platform to match
 * tens of thousands of rows and took a sequential scan that stops at the first match, which
 * for a platform with no codes reads the whole table (547 ms a probe; 200 creators pressing
 * "Get my key" at once then took minutes).
 */
export function poolsJson(campaignId: SQL, platforms: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object(
      'platform', p.platform, 'bundleSize', coalesce(b.bundle_size, 1)) order by p.ord), '[]'::json)
    from unnest(${allPlatformsParam}::text[]) with ordinality as p(platform, ord)
    left join redeem_code_pools b on b.campaign_id = ${campaignId} and b.platform = p.platform
    left join lateral (select true as held from redeem_codes x
      where x.campaign_id = ${campaignId} and x.platform = p.platform
      order by x.campaign_id, x.platform, x.status, x.id limit 1) h on true
    where p.platform = any(${platforms}) or b.platform is not null or h.held)`;
}

export const parsePools = (value: unknown): Pool[] =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Pool[];

export async function campaignPools(db: DbOrTx, campaign: KeyCampaign): Promise<Pool[]> {
  const platforms = sql`${`{${campaign.redeemCodePlatforms.join(',')}}`}::text[]`;
  const [row] = await rows<{ pools: unknown }>(
    db,
    sql`select ${poolsJson(sql`${campaign.id}::int`, platforms)} as pools`,
  );
  return parsePools(row?.pools);
}
