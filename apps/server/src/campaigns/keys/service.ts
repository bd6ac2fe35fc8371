import {
  type RedeemCodeAlertsResponse,
  RedeemCodeAuditAction,
  type RedeemCodeAuditResponse,
  type RedeemCodeListResponse,
  type RedeemCodePlatform,
  type RedeemCodePlatformsResponse,
  type RedeemCodeRequestStatsResponse,
  type RedeemCodeStatsResponse,
  redeemCodeAlertsResponse,
  type redeemCodeAuditRequest,
  redeemCodeAuditResponse,
  type redeemCodeListRequest,
  redeemCodeListResponse,
  redeemCodeMessages,
  redeemCodePlatformLabel,
  redeemCodeRequestStatsResponse,
  redeemCodeStatsResponse,
  type setBundleSizeRequest,
  type TransferUnusedResponse,
  transferUnusedResponse,
} from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/index.ts';
import type { AppContext, DbOrTx } from '../../platform/index.ts';
import {
  AppError,
  containsPattern,
  isoTimestamp,
  redeemCodeAudit,
  rows,
  transaction,
} from '../../platform/index.ts';
import { loadCampaign, lockCampaign } from '../campaigns/load-campaign.ts';
import { ALL_PLATFORMS, campaignPools } from './campaign-access.ts';
import { codeCryptoFor, maskCode } from './code-crypto.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;

export function listPlatforms(): RedeemCodePlatformsResponse {
  return { items: ALL_PLATFORMS.map((id) => ({ id, label: redeemCodePlatformLabel[id] })) };
}

const emptyCounts = () => ({ available: 0, reserved: 0, issued: 0, total: 0 });

/** Available, reserved, issued and total per platform of the campaign, and overall. */
export async function getRedeemCodeStats(
  ctx: Ctx,
  campaignId: number,
  db: DbOrTx = ctx.db,
): Promise<RedeemCodeStatsResponse> {
  const campaign = await loadCampaign(db, campaignId);
  const pools = await campaignPools(db, campaign);
  const counted = await rows<{
    platform: string;
    status: 'available' | 'reserved' | 'issued';
    n: number;
  }>(
    db,
    sql`select platform, status, count(*)::int as n from redeem_codes
    where campaign_id = ${campaignId} group by platform, status`,
  );
  const totals = emptyCounts();
  const byPlatform = new Map(pools.map((p) => [p.platform, emptyCounts()]));
  for (const row of counted) {
    const counts = byPlatform.get(row.platform as RedeemCodePlatform);
    if (!counts) continue;
    counts[row.status] += Number(row.n);
    counts.total += Number(row.n);
    totals[row.status] += Number(row.n);
    totals.total += Number(row.n);
  }
  return redeemCodeStatsResponse.parse({
    platforms: pools.map(({ platform, bundleSize }) => ({
      platform,
      label: redeemCodePlatformLabel[platform],
      bundleSize,
      ...byPlatform.get(platform),
    })),
    totals,
  });
}

export async function setBundleSize(
  ctx: Ctx,
  actor: Actor,
  input: z.output<typeof setBundleSizeRequest>,
): Promise<RedeemCodeStatsResponse> {
  await transaction(ctx.db, async (tx) => {
    await lockCampaign(tx, input.campaignId, 'share');
    await tx.execute(sql`
      insert into redeem_code_pools (campaign_id, platform, bundle_size)
      values (${input.campaignId}, ${input.platform}, ${input.bundleSize})
      on conflict (campaign_id, platform) do update
      set bundle_size = excluded.bundle_size, updated_at = now()`);
    await tx.insert(redeemCodeAudit).values({
      campaignId: input.campaignId,
      action: RedeemCodeAuditAction.BundleSize,
      platform: input.platform,
      count: input.bundleSize,
      actorId: actor.id,
    });
  });
  return getRedeemCodeStats(ctx, input.campaignId);
}

const sortColumns = {
  createdAt: sql`c.id`,
  platform: sql`c.platform`,
  status: sql`c.status`,
  issuedAt: sql`c.issued_at`,
} as const;

/** The team's table: codes masked (last 4 characters), paging, filters, search. */
export async function listRedeemCodes(
  ctx: Ctx,
  input: z.output<typeof redeemCodeListRequest>,
): Promise<RedeemCodeListResponse> {
  await loadCampaign(ctx.db, input.campaignId);
  const crypto = codeCryptoFor(ctx.config);
  const conditions: SQL[] = [sql`c.campaign_id = ${input.campaignId}`];
  const f = input.filters ?? {};
  if (f.platform) conditions.push(sql`c.platform = ${f.platform}`);
  if (f.status) conditions.push(sql`c.status = ${f.status}`);
  if (f.influencerId) conditions.push(sql`c.influencer_id = ${f.influencerId}`);
  if (input.search) {
    // An exact code is found by its hash; anything else searches the holder's media name.
    const hash = crypto.hash(input.search);
    conditions.push(
      sql`(c.code_hash = decode(${hash}, 'hex') or i.media_name ilike ${containsPattern(input.search)})`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  const order = input.sort
    ? sql`${sortColumns[input.sort.field]} ${input.sort.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`}, c.id`
    : sql`c.id`;
  const page = await rows<{
    id: number;
    platform: string;
    code_sealed: string;
    status: string;
    influencer_id: number | null;
    media_name: string | null;
    reserved_at: Date | string | null;
    issued_at: Date | string | null;
    created_at: Date | string;
  }>(
    ctx.db,
    sql`
    select c.id, c.platform, c.code_sealed, c.status, c.influencer_id, i.media_name,
      c.reserved_at, c.issued_at, c.created_at
    from redeem_codes c left join influencers i on i.id = c.influencer_id
    where ${where}
    order by ${order}
    limit ${input.pageSize} offset ${input.page * input.pageSize}`,
  );
  const [total] = await rows<{ n: number }>(
    ctx.db,
    sql`
    select count(*)::int as n from redeem_codes c left join influencers i on i.id = c.influencer_id
    where ${where}`,
  );
  return redeemCodeListResponse.parse({
    items: page.map((r) => ({
      id: Number(r.id),
      platform: r.platform,
      code: maskCode(crypto.open(r.code_sealed)),
      status: r.status,
      influencer:
        r.influencer_id === null
          ? null
          : { id: Number(r.influencer_id), mediaName: r.media_name ?? '' },
      reservedAt: isoTimestamp(r.reserved_at),
      issuedAt: isoTimestamp(r.issued_at),
      createdAt: isoTimestamp(r.created_at),
    })),
    total: Number(total?.n ?? 0),
  });
}

/** Creators still in the campaign with a status that takes keys (waiting ones count). */
const stillEligible = sql`exists (
  select 1 from campaign_influencers ci
  where ci.campaign_id = r.campaign_id and ci.influencer_id = r.influencer_id
    and ci.status in (2, 3, 4, 6))`;

/** Creators who pressed "Get my key", how many got their bundle, how many wait for codes. */
export async function getRequestStats(
  ctx: Ctx,
  campaignId: number,
): Promise<RedeemCodeRequestStatsResponse> {
  await loadCampaign(ctx.db, campaignId);
  const perPlatform = await rows<{
    platform: RedeemCodePlatform;
    requested: number;
    fulfilled: number;
    waiting: number;
  }>(
    ctx.db,
    sql`
    select r.platform, count(*)::int as requested,
      count(r.fulfilled_at)::int as fulfilled,
      count(*) filter (where r.fulfilled_at is null and ${stillEligible})::int as waiting
    from redeem_code_requests r where r.campaign_id = ${campaignId}
    group by r.platform`,
  );
  const [creators] = await rows<{ requested: number; waiting: number }>(
    ctx.db,
    sql`
    select count(distinct r.influencer_id)::int as requested,
      count(distinct r.influencer_id) filter (where r.fulfilled_at is null and ${stillEligible})::int as waiting
    from redeem_code_requests r where r.campaign_id = ${campaignId}`,
  );
  const requested = Number(creators?.requested ?? 0);
  const waiting = Number(creators?.waiting ?? 0);
  return redeemCodeRequestStatsResponse.parse({
    requested,
    waiting,
    fulfilled: requested - waiting,
    platforms: perPlatform
      .map((r) => ({
        platform: r.platform,
        label: redeemCodePlatformLabel[r.platform],
        requested: Number(r.requested),
        fulfilled: Number(r.fulfilled),
        waiting: Number(r.waiting),
      }))
      .sort((a, b) => ALL_PLATFORMS.indexOf(a.platform) - ALL_PLATFORMS.indexOf(b.platform)),
  });
}

/** In-app notice: pools that ran dry while creators were asking, newest first. */
export async function listRedeemCodeAlerts(ctx: Ctx): Promise<RedeemCodeAlertsResponse> {
  const alerts = await rows<{
    campaign_id: number;
    name: string;
    platform: RedeemCodePlatform;
    waiting: number;
    since: Date | string;
    last_at: Date | string;
    available: number;
  }>(
    ctx.db,
    sql`
    select r.campaign_id, c.name, r.platform, count(*)::int as waiting,
      min(r.first_requested_at) as since, max(r.last_requested_at) as last_at,
      (select count(*)::int from redeem_codes x
        where x.campaign_id = r.campaign_id and x.platform = r.platform
          and x.status = 'available') as available
    from redeem_code_requests r join campaigns c on c.id = r.campaign_id
    where r.fulfilled_at is null and ${stillEligible}
    group by r.campaign_id, c.name, r.platform
    order by max(r.last_requested_at) desc
    limit 100`,
  );
  return redeemCodeAlertsResponse.parse({
    items: alerts.map((r) => ({
      campaignId: Number(r.campaign_id),
      campaignName: r.name,
      platform: r.platform,
      label: redeemCodePlatformLabel[r.platform],
      waiting: Number(r.waiting),
      available: Number(r.available),
      message: redeemCodeMessages.noCodesLeft(redeemCodePlatformLabel[r.platform]),
      since: isoTimestamp(r.since),
      lastAt: isoTimestamp(r.last_at),
    })),
  });
}

/** Moves AVAILABLE codes only; reserved and issued ones stay with their creators. */
export async function transferUnusedCodes(
  ctx: Ctx,
  actor: Actor,
  input: {
    fromCampaignId: number;
    toCampaignId: number;
    platform?: RedeemCodePlatform | undefined;
  },
): Promise<TransferUnusedResponse> {
  if (input.fromCampaignId === input.toCampaignId) {
    throw AppError.field('toCampaignId', redeemCodeMessages.sameCampaign);
  }
  return transaction(ctx.db, async (tx) => {
    // Both campaigns locked in id order: two opposite transfers cannot deadlock.
    for (const id of [input.fromCampaignId, input.toCampaignId].sort((a, b) => a - b)) {
      await lockCampaign(tx, id, 'share');
    }
    const moved = await rows<{ platform: RedeemCodePlatform }>(
      tx,
      sql`
      update redeem_codes set campaign_id = ${input.toCampaignId}
      where id = any(array(
        select id from redeem_codes
        where campaign_id = ${input.fromCampaignId} and status = 'available'
          ${input.platform ? sql`and platform = ${input.platform}` : sql``}
        for update))
        and status = 'available'
      returning platform`,
    );
    const counts = new Map<RedeemCodePlatform, number>();
    for (const row of moved) counts.set(row.platform, (counts.get(row.platform) ?? 0) + 1);
    const platforms = [...counts]
      .sort(([a], [b]) => ALL_PLATFORMS.indexOf(a) - ALL_PLATFORMS.indexOf(b))
      .map(([platform, transferred]) => ({ platform, transferred }));
    const transferred = moved.length;
    // One entry on each side of the move.
    const audit = (campaignId: number, details: Record<string, string | number>) => ({
      campaignId,
      action: RedeemCodeAuditAction.Transfer,
      platform: input.platform ?? null,
      count: transferred,
      actorId: actor.id,
      details,
    });
    await tx
      .insert(redeemCodeAudit)
      .values([
        audit(input.fromCampaignId, { toCampaignId: input.toCampaignId, direction: 'out' }),
        audit(input.toCampaignId, { fromCampaignId: input.fromCampaignId, direction: 'in' }),
      ]);
    return transferUnusedResponse.parse({ transferred, platforms });
  });
}

export async function listRedeemCodeAudit(
  ctx: Ctx,
  input: z.output<typeof redeemCodeAuditRequest>,
): Promise<RedeemCodeAuditResponse> {
  await loadCampaign(ctx.db, input.campaignId);
  const conditions: SQL[] = [sql`a.campaign_id = ${input.campaignId}`];
  if (input.filters?.action) conditions.push(sql`a.action = ${input.filters.action}`);
  const where = sql.join(conditions, sql` and `);
  const direction = input.sort?.order === 'asc' ? sql`asc` : sql`desc`;
  const page = await rows<{
    id: number;
    campaign_id: number;
    action: string;
    platform: string | null;
    count: number;
    via: string;
    details: Record<string, string | number | boolean | null> | string;
    created_at: Date | string;
    actor_id: number | null;
    actor_name: string | null;
    influencer_id: number | null;
    media_name: string | null;
  }>(
    ctx.db,
    sql`
    select a.id, a.campaign_id, a.action, a.platform, a.count, a.via, a.details, a.created_at,
      a.actor_id, concat_ws(' ', u.first_name, u.last_name) as actor_name,
      a.influencer_id, i.media_name
    from redeem_code_audit a
    left join users u on u.id = a.actor_id
    left join influencers i on i.id = a.influencer_id
    where ${where}
    order by a.id ${direction}
    limit ${input.pageSize} offset ${input.page * input.pageSize}`,
  );
  const [total] = await rows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from redeem_code_audit a where ${where}`,
  );
  return redeemCodeAuditResponse.parse({
    items: page.map((r) => ({
      id: Number(r.id),
      campaignId: Number(r.campaign_id),
      action: r.action,
      platform: r.platform,
      count: Number(r.count),
      actor: r.actor_id === null ? null : { id: Number(r.actor_id), name: r.actor_name ?? '' },
      via: r.via,
      influencer:
        r.influencer_id === null
          ? null
          : { id: Number(r.influencer_id), mediaName: r.media_name ?? '' },
      details: typeof r.details === 'string' ? JSON.parse(r.details) : r.details,
      createdAt: isoTimestamp(r.created_at),
    })),
    total: Number(total?.n ?? 0),
  });
}
