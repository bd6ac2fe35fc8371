import {
  CampaignInfluencerStatus,
  ErrorCode,
  messages,
  RedeemCodeAuditAction,
  type RedeemCodeFulfilment,
  redeemCodeFulfilment,
  redeemCodeMessages,
  redeemCodePlatformLabel,
} from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext, DbOrTx, Tx } from '../../platform/index.ts';
import { AppError, executeNamed, rows, transaction } from '../../platform/index.ts';
import { type Pool, parsePools, poolsJson } from './campaign-access.ts';
import { codeCryptoFor } from './code-crypto.ts';

/** Creators who may get new keys: invited, approved, published or paid; not pending/rejected. */
const ELIGIBLE: readonly number[] = [
  CampaignInfluencerStatus.Invited,
  CampaignInfluencerStatus.Shortlisted,
  CampaignInfluencerStatus.Published,
  CampaignInfluencerStatus.Paid,
];

export type FulfilBy = { via: 'team'; actorId: number } | { via: 'creator'; actorId: null };
/** Which creator: by the team (campaign + influencer) or by the invite page's token. */
export type CreatorRef = { campaignId: number; influencerId: number } | { token: string };

type Ctx = Pick<AppContext, 'db' | 'config'>;
type Creator = { campaignId: number; influencerId: number; status: number; pools: Pool[] };

/** The creator's campaign row (locked for a fulfil) with the campaign's pools, in one query. */
async function findCreator(db: DbOrTx, ref: CreatorRef, lock: boolean): Promise<Creator> {
  const byToken = 'token' in ref;
  const where = byToken
    ? sql`ci.invite_token = ${ref.token}`
    : sql`ci.campaign_id = ${ref.campaignId} and ci.influencer_id = ${ref.influencerId}`;
  const rows = await executeNamed<{
    campaign_id: number;
    influencer_id: number;
    status: number;
    pools: unknown;
  }>(
    db,
    `redeem_code_creator_${byToken ? 'token' : 'ids'}${lock ? '_locked' : ''}`,
    sql`
    select ci.campaign_id, ci.influencer_id, ci.status,
      ${poolsJson(sql`c.id`, sql`c.redeem_code_platforms`)} as pools
    from campaign_influencers ci join campaigns c on c.id = ci.campaign_id
    where ${where}${lock ? sql` for update of ci` : sql``}`,
  );
  const row = rows[0];
  if (!row) {
    throw 'token' in ref
      ? AppError.notFound()
      : new AppError(ErrorCode.NotFound, messages.influencerNotInCampaign);
  }
  return {
    campaignId: Number(row.campaign_id),
    influencerId: Number(row.influencer_id),
    status: Number(row.status),
    pools: parsePools(row.pools),
  };
}

/**
 * "Get my key": for each pool of the campaign, tops the creator up to the bundle size from
 * the available codes (issued at once), turns their reserved codes into issued ones, and
 * answers every code they hold, in full. Idempotent: the creator's row is locked, so two
 * presses at once cannot both claim, and a second press answers the same codes. A dry pool
 * answers "No codes left for <platform>" and leaves the request waiting (the manager's alert).
 */
export async function fulfilRedeemCodes(
  ctx: Ctx,
  ref: CreatorRef,
  by: FulfilBy,
): Promise<RedeemCodeFulfilment> {
  const crypto = codeCryptoFor(ctx.config);
  return transaction(ctx.db, async (tx) => {
    const creator = await findCreator(tx, ref, true);
    const eligible = ELIGIBLE.includes(creator.status);
    const answer: RedeemCodeFulfilment['platforms'] = [];
    for (const { platform, bundleSize } of creator.pools) {
      const label = redeemCodePlatformLabel[platform];
      const scope = sql`campaign_id = ${creator.campaignId} and influencer_id = ${creator.influencerId} and platform = ${platform}`;
      if (!eligible) {
        const codes = await sealedCodes(
          tx,
          sql`select id, code_sealed from redeem_codes where ${scope} and status = 'issued'`,
        );
        answer.push({ platform, label, codes: codes.map(crypto.open), bundleSize, message: null });
        continue;
      }
      const result = await claimForCreator(tx, creator, platform, bundleSize, scope, by);
      answer.push({
        platform,
        label,
        codes: result.codes.map(crypto.open),
        bundleSize,
        message: result.codes.length < bundleSize ? redeemCodeMessages.noCodesLeft(label) : null,
      });
    }
    return redeemCodeFulfilment.parse({ platforms: answer, canRequest: eligible });
  });
}

/**
 * One statement per platform: claim what the bundle misses from the available codes (FOR
 * UPDATE SKIP LOCKED, issued at once), issue the reserved ones, record the request (waiting
 * while short) and the audit entry, and answer every issued code of the creator.
 */
async function claimForCreator(
  tx: Tx,
  creator: Creator,
  platform: string,
  bundleSize: number,
  scope: SQL,
  by: FulfilBy,
): Promise<{ codes: string[] }> {
  const rows = await executeNamed<{ code_sealed: string }>(
    tx,
    'redeem_code_claim',
    sql`
    with held as (
      select count(*)::int as n from redeem_codes where ${scope}
    ), picked as (
      select id from redeem_codes
      where campaign_id = ${creator.campaignId} and platform = ${platform}
        and status = 'available'
      order by id
      limit greatest(${bundleSize} - (select n from held), 0)
      for update skip locked
    ), claimed as (
      update redeem_codes r
      set status = 'issued', influencer_id = ${creator.influencerId}, reserved_at = now(),
        issued_at = now()
      from picked where r.id = picked.id and r.status = 'available'
      returning r.id, r.code_sealed
    ), flipped as (
      update redeem_codes set status = 'issued', issued_at = now()
      where ${scope} and status = 'reserved'
      returning id, code_sealed
    ), newly as (
      select (select count(*) from claimed)::int + (select count(*) from flipped)::int as n
    ), request as (
      insert into redeem_code_requests (campaign_id, influencer_id, platform, fulfilled_at)
      select ${creator.campaignId}, ${creator.influencerId}, ${platform},
        case when (select n from held) + (select count(*) from claimed) >= ${bundleSize}
          then now() end
      on conflict (campaign_id, influencer_id, platform) do update
      set last_requested_at = now(),
        fulfilled_at = case when excluded.fulfilled_at is null then null
          else coalesce(redeem_code_requests.fulfilled_at, excluded.fulfilled_at) end
    ), audit as (
      insert into redeem_code_audit
        (campaign_id, action, platform, count, actor_id, via, influencer_id)
      select ${creator.campaignId}, ${RedeemCodeAuditAction.Fulfil}, ${platform}, n,
        ${by.actorId}, ${by.via}, ${creator.influencerId}
      from newly where n > 0
    )
    select id, code_sealed from redeem_codes where ${scope} and status = 'issued'
    union all select id, code_sealed from claimed
    union all select id, code_sealed from flipped
    order by id`,
  );
  return { codes: rows.map((r) => r.code_sealed) };
}

async function sealedCodes(db: DbOrTx, query: SQL): Promise<string[]> {
  const sealed = await rows<{ code_sealed: string }>(db, sql`${query} order by id`);
  return sealed.map((r) => r.code_sealed);
}

/** The invite page on load: the codes already issued to the creator; nothing is claimed. */
export async function readCreatorRedeemCodes(
  ctx: Ctx,
  ref: CreatorRef,
): Promise<RedeemCodeFulfilment> {
  const crypto = codeCryptoFor(ctx.config);
  const creator = await findCreator(ctx.db, ref, false);
  const answer: RedeemCodeFulfilment['platforms'] = [];
  for (const { platform, bundleSize } of creator.pools) {
    const codes = await sealedCodes(
      ctx.db,
      sql`select id, code_sealed from redeem_codes
        where campaign_id = ${creator.campaignId} and influencer_id = ${creator.influencerId}
          and platform = ${platform} and status = 'issued'`,
    );
    answer.push({
      platform,
      label: redeemCodePlatformLabel[platform],
      codes: codes.map(crypto.open),
      bundleSize,
      message: null,
    });
  }
  return redeemCodeFulfilment.parse({
    platforms: answer,
    canRequest: ELIGIBLE.includes(creator.status) && creator.pools.length > 0,
  });
}
