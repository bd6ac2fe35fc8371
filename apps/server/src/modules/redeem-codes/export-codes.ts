import {
  RedeemCodeAuditAction,
  type RedeemCodePlatform,
  redeemCodePlatformLabel,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/open-database.ts';
import { redeemCodeAudit } from '../../db/schema/index.ts';
import { transaction } from '../../db/transaction.ts';
import type { Actor } from '../auth/authenticate.ts';
import { campaignPools, lockCampaign } from './campaign-access.ts';
import { codeCryptoFor } from './code-crypto.ts';

/** Rows per read: exports walk the pool in id order, one batch at a time. */
const EXPORT_BATCH = 10_000;

type Ctx = Pick<AppContext, 'db' | 'config'>;
type Rows<T> = { rows: T[] };
export type CodeFile = { text: string; count: number };

/**
 * The AVAILABLE codes, one per line (a file that imports again), platform by platform in
 * import order. `remove`: the same transaction deletes exactly the exported rows; codes a
 * concurrent claim holds are waited for and, once claimed, not exported.
 */
export async function exportUnusedCodes(
  ctx: Ctx,
  actor: Actor,
  input: { campaignId: number; remove: boolean; platform?: RedeemCodePlatform | undefined },
): Promise<CodeFile> {
  const crypto = codeCryptoFor(ctx.config);
  return transaction(ctx.db, async (tx) => {
    const campaign = await lockCampaign(tx, input.campaignId, 'share');
    const platforms = input.platform
      ? [input.platform]
      : (await campaignPools(tx, campaign)).map((p) => p.platform);
    const parts: string[] = [];
    let count = 0;
    for (const platform of platforms) {
      let after = 0;
      for (;;) {
        const batch = await unusedBatch(tx, campaign.id, platform, after, input.remove);
        if (batch.length === 0) break;
        after = Number(batch[batch.length - 1]?.id);
        const lines = batch.map((r) => crypto.open(r.code_sealed));
        parts.push(`${lines.join('\n')}\n`);
        count += batch.length;
      }
    }
    await tx.insert(redeemCodeAudit).values({
      campaignId: campaign.id,
      action: RedeemCodeAuditAction.ExportUnused,
      platform: input.platform ?? null,
      count,
      actorId: actor.id,
      details: { remove: input.remove },
    });
    return { text: parts.join(''), count };
  });
}

async function unusedBatch(
  tx: Tx,
  campaignId: number,
  platform: string,
  after: number,
  remove: boolean,
): Promise<{ id: number; code_sealed: string }[]> {
  const pick = sql`
    select id from redeem_codes
    where campaign_id = ${campaignId} and platform = ${platform} and status = 'available'
      and id > ${after}
    order by id limit ${EXPORT_BATCH} for update`;
  const result = (await tx.execute(
    remove
      ? sql`delete from redeem_codes where id = any(array(${pick})) and status = 'available'
          returning id, code_sealed`
      : sql`select id, code_sealed from redeem_codes where id = any(array(${pick}))`,
  )) as unknown as Rows<{ id: number; code_sealed: string }>;
  return result.rows.sort((a, b) => Number(a.id) - Number(b.id));
}

/**
 * ISSUED codes for accounting: a header line, then code, platform, creator and issue time,
 * tab-separated.
 */
export async function exportUsedCodes(
  ctx: Ctx,
  actor: Actor,
  input: { campaignId: number; platform?: RedeemCodePlatform | undefined },
): Promise<CodeFile> {
  const crypto = codeCryptoFor(ctx.config);
  return transaction(ctx.db, async (tx) => {
    const campaign = await lockCampaign(tx, input.campaignId, 'share');
    const platforms = input.platform
      ? [input.platform]
      : (await campaignPools(tx, campaign)).map((p) => p.platform);
    const parts = ['code\tplatform\tcreator\tissuedAt\n'];
    let count = 0;
    for (const platform of platforms) {
      let after = 0;
      for (;;) {
        const result = (await tx.execute(sql`
          select c.id, c.code_sealed, c.issued_at, i.media_name
          from redeem_codes c left join influencers i on i.id = c.influencer_id
          where c.campaign_id = ${campaign.id} and c.platform = ${platform}
            and c.status = 'issued' and c.id > ${after}
          order by c.id limit ${EXPORT_BATCH}`)) as unknown as Rows<{
          id: number;
          code_sealed: string;
          issued_at: Date | string;
          media_name: string | null;
        }>;
        if (result.rows.length === 0) break;
        after = Number(result.rows[result.rows.length - 1]?.id);
        const label = redeemCodePlatformLabel[platform];
        parts.push(
          result.rows
            .map(
              (r) =>
                `${crypto.open(r.code_sealed)}\t${label}\t${clean(r.media_name ?? '')}\t${new Date(r.issued_at).toISOString()}\n`,
            )
            .join(''),
        );
        count += result.rows.length;
      }
    }
    await tx.insert(redeemCodeAudit).values({
      campaignId: campaign.id,
      action: RedeemCodeAuditAction.ExportUsed,
      platform: input.platform ?? null,
      count,
      actorId: actor.id,
    });
    return { text: parts.join(''), count };
  });
}

/** A media name cannot break the tab-separated line. */
const clean = (text: string) => text.replace(/[\t\r\n]+/g, ' ');
