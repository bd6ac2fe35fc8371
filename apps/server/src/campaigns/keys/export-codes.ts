import {
  RedeemCodeAuditAction,
  type RedeemCodePlatform,
  redeemCodePlatformLabel,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../core/index.ts';
import type { AppContext, Tx } from '../../platform/index.ts';
import { redeemCodeAudit, rows, transaction } from '../../platform/index.ts';
import { lockCampaign } from '../campaigns/load-campaign.ts';
import { campaignPools } from './campaign-access.ts';
import { codeCryptoFor } from './code-crypto.ts';

/** Rows per read: exports walk the pool in id order, one batch at a time. */
const EXPORT_BATCH = 10_000;

type Ctx = Pick<AppContext, 'db' | 'config'>;
export type CodeFile = { text: string; count: number };

/**
 * The AVAILABLE codes, one per line (a file that imports again), platform by platform in
 * import order. `remove`: the same transaction deletes exactly the exported rows; codes a
 * concurrent claim holds are waited for and, once claimed, not exported.
 */
export function exportUnusedCodes(
  ctx: Ctx,
  actor: Actor,
  input: { campaignId: number; remove: boolean; platform?: RedeemCodePlatform | undefined },
): Promise<CodeFile> {
  return exportCodeFile(ctx, actor, input, {
    audit: { action: RedeemCodeAuditAction.ExportUnused, details: { remove: input.remove } },
    batch: (tx, campaignId, platform, after) =>
      unusedBatch(tx, campaignId, platform, after, input.remove),
    line: (row, _label, open) => `${open(row.code_sealed)}\n`,
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
  const batch = await rows<{ id: number; code_sealed: string }>(
    tx,
    remove
      ? sql`delete from redeem_codes where id = any(array(${pick})) and status = 'available'
          returning id, code_sealed`
      : sql`select id, code_sealed from redeem_codes where id = any(array(${pick}))`,
  );
  return batch.sort((a, b) => Number(a.id) - Number(b.id));
}

/**
 * ISSUED codes for accounting: a header line, then code, platform, creator and issue time,
 * tab-separated.
 */
export function exportUsedCodes(
  ctx: Ctx,
  actor: Actor,
  input: { campaignId: number; platform?: RedeemCodePlatform | undefined },
): Promise<CodeFile> {
  return exportCodeFile(ctx, actor, input, {
    header: 'code\tplatform\tcreator\tissuedAt\n',
    audit: { action: RedeemCodeAuditAction.ExportUsed },
    batch: (tx, campaignId, platform, after) =>
      rows<{
        id: number;
        code_sealed: string;
        issued_at: Date | string;
        media_name: string | null;
      }>(
        tx,
        sql`
          select c.id, c.code_sealed, c.issued_at, i.media_name
          from redeem_codes c left join influencers i on i.id = c.influencer_id
          where c.campaign_id = ${campaignId} and c.platform = ${platform}
            and c.status = 'issued' and c.id > ${after}
          order by c.id limit ${EXPORT_BATCH}`,
      ),
    line: (row, label, open) =>
      `${open(row.code_sealed)}\t${label}\t${clean(row.media_name ?? '')}\t${new Date(row.issued_at).toISOString()}\n`,
  });
}

/** A media name cannot break the tab-separated line. */
const clean = (text: string) => text.replace(/[\t\r\n]+/g, ' ');

type CodeFileSpec<Row extends { id: number; code_sealed: string }> = {
  /** The file's first line, if any. */
  header?: string;
  /** The audit entry's action and details (its count is the number of codes written). */
  audit: { action: RedeemCodeAuditAction; details?: Record<string, boolean> };
  /** The next rows of a platform's pool after id `after`, in id order; empty at the end. */
  batch: (
    tx: Tx,
    campaignId: number,
    platform: RedeemCodePlatform,
    after: number,
  ) => Promise<Row[]>;
  /** A row's line, newline included (`label`: the platform's name, `open`: unseals a code). */
  line: (row: Row, label: string, open: (sealed: string) => string) => string;
};

/**
 * Walks the campaign's pools (or the one platform asked for) batch by batch in id order
 * under a share lock on the campaign, writes a line per code and records the export.
 */
function exportCodeFile<Row extends { id: number; code_sealed: string }>(
  ctx: Ctx,
  actor: Actor,
  input: { campaignId: number; platform?: RedeemCodePlatform | undefined },
  spec: CodeFileSpec<Row>,
): Promise<CodeFile> {
  const crypto = codeCryptoFor(ctx.config);
  const open = (sealed: string) => crypto.open(sealed);
  return transaction(ctx.db, async (tx) => {
    const campaign = await lockCampaign(tx, input.campaignId, 'share');
    const platforms = input.platform
      ? [input.platform]
      : (await campaignPools(tx, campaign)).map((p) => p.platform);
    const parts = spec.header ? [spec.header] : [];
    let count = 0;
    for (const platform of platforms) {
      const label = redeemCodePlatformLabel[platform];
      let after = 0;
      for (;;) {
        const batch = await spec.batch(tx, campaign.id, platform, after);
        if (batch.length === 0) break;
        after = Number(batch[batch.length - 1]?.id);
        parts.push(batch.map((row) => spec.line(row, label, open)).join(''));
        count += batch.length;
      }
    }
    await tx.insert(redeemCodeAudit).values({
      campaignId: campaign.id,
      action: spec.audit.action,
      platform: input.platform ?? null,
      count,
      actorId: actor.id,
      ...(spec.audit.details ? { details: spec.audit.details } : {}),
    });
    return { text: parts.join(''), count };
  });
}
