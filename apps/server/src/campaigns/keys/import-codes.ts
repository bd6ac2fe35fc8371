import {
  type ImportRedeemCodesResponse,
  messages,
  REDEEM_CODE_MAX_LENGTH,
  RedeemCodeAuditAction,
  type RedeemCodePlatform,
} from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/index.ts';
import type { AppContext, Tx } from '../../platform/index.ts';
import {
  AppError,
  plainTextArrayParam,
  redeemCodeAudit,
  rows,
  transaction,
} from '../../platform/index.ts';
import { lockCampaign } from '../campaigns/load-campaign.ts';
import { codeCryptoFor } from './code-crypto.ts';

/** Rows per INSERT: one round trip per batch, arrays as single parameters. */
export const IMPORT_BATCH = 5000;

// Control characters (a tab inside a code included) make a line invalid, not a code.
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point of the check
const CONTROL = /[\u0000-\u001f\u007f]/;

type Counts = ImportRedeemCodesResponse['details'] & { added: number };

/**
 * Imports codes into a campaign's pool for one platform: lines are trimmed, blanks and
 * repeats skipped, codes already in a pool (here or in another campaign) rejected. One
 * transaction: a file refused halfway (binary, not UTF-8, too large) adds nothing. Memory
 * stays flat: lines arrive in chunks, go out in batches, and repeats across batches are told
 * apart from codes already in a pool by the row's import id (this import's audit entry).
 */
export async function importRedeemCodes(
  ctx: Pick<AppContext, 'db' | 'config'>,
  actor: Actor,
  input: { campaignId: number; platform: RedeemCodePlatform; fileName?: string | null },
  lineChunks: AsyncIterable<readonly string[]>,
): Promise<ImportRedeemCodesResponse> {
  const crypto = codeCryptoFor(ctx.config);
  const answer = await transaction(ctx.db, async (tx) => {
    await lockCampaign(tx, input.campaignId, 'share');
    const [audit] = await tx
      .insert(redeemCodeAudit)
      .values({
        campaignId: input.campaignId,
        action: RedeemCodeAuditAction.Import,
        platform: input.platform,
        actorId: actor.id,
        via: 'team',
      })
      .returning({ id: redeemCodeAudit.id });
    if (!audit) throw new Error('no audit row');
    const counts: Counts = {
      lines: 0,
      blank: 0,
      duplicateInFile: 0,
      alreadyInPool: 0,
      invalid: 0,
      added: 0,
    };
    let hashes: string[] = [];
    let sealed: string[] = [];
    let inBatch = new Set<string>();
    // One batch in flight while the next one is hashed and sealed: on PostgreSQL the
    // database works while this process encrypts.
    let inFlight: Promise<void> = Promise.resolve();
    const flush = async () => {
      if (hashes.length === 0) return;
      await inFlight;
      inFlight = insertBatch(tx, input, audit.id, hashes, sealed, counts);
      // A failed batch must not be an unhandled rejection before it is awaited.
      inFlight.catch(() => {});
      hashes = [];
      sealed = [];
      inBatch = new Set();
    };
    try {
      for await (const lines of lineChunks) {
        for (const line of lines) {
          counts.lines++;
          const code = line.trim();
          if (code === '') {
            counts.blank++;
            continue;
          }
          if (code.length > REDEEM_CODE_MAX_LENGTH || CONTROL.test(code)) {
            counts.invalid++;
            continue;
          }
          const hash = crypto.hash(code);
          if (inBatch.has(hash)) {
            counts.duplicateInFile++;
            continue;
          }
          inBatch.add(hash);
          hashes.push(hash);
          sealed.push(crypto.seal(code));
          if (hashes.length >= IMPORT_BATCH) await flush();
        }
      }
      await flush();
      await inFlight;
    } catch (error) {
      await inFlight.catch(() => {});
      throw error;
    }
    if (counts.lines === counts.blank) {
      throw AppError.field('codes', messages.noItemsToImport);
    }
    const { added, ...details } = counts;
    await tx
      .update(redeemCodeAudit)
      .set({ count: added, details: { ...details, fileName: input.fileName ?? null } })
      .where(eq(redeemCodeAudit.id, audit.id));
    return {
      added,
      skipped: details.blank + details.duplicateInFile,
      rejected: details.alreadyInPool + details.invalid,
      details,
    };
  });
  // A bulk import changes the pool's size by orders: the planner should know (PGlite has no
  // autovacuum, and PostgreSQL's may come long after). Outside the import's transaction.
  if (answer.added >= ANALYZE_AFTER_ADDED) await ctx.db.execute(sql`analyze redeem_codes`);
  return answer;
}

/** Codes added by one import from which redeem_codes is analyzed right after. */
const ANALYZE_AFTER_ADDED = 1000;

async function insertBatch(
  tx: Tx,
  input: { campaignId: number; platform: RedeemCodePlatform },
  importId: number,
  hashes: string[],
  sealed: string[],
  counts: Counts,
): Promise<void> {
  const hashParam = plainTextArrayParam(hashes);
  const [inserted] = await rows<{ n: number }>(
    tx,
    sql`
    with added as (
      insert into redeem_codes (campaign_id, platform, code_hash, code_sealed, import_id)
      select ${input.campaignId}, ${input.platform}, decode(u.h, 'hex'), u.s, ${importId}
      from unnest(${hashParam}, ${plainTextArrayParam(sealed)}) as u(h, s)
      on conflict (code_hash) do nothing
      returning 1
    )
    select count(*)::int as n from added`,
  );
  const added = Number(inserted?.n ?? 0);
  counts.added += added;
  const conflicts = hashes.length - added;
  if (conflicts === 0) return;
  // A conflict is a repeat of an earlier batch of this file (same import id) or a code that
  // was already in a pool.
  const [existing] = await rows<{ n: number }>(
    tx,
    sql`
    select count(*)::int as n from redeem_codes
    where code_hash in (select decode(h, 'hex') from unnest(${hashParam}) as h)
      and import_id is distinct from ${importId}`,
  );
  const inPool = Number(existing?.n ?? 0);
  counts.alreadyInPool += inPool;
  counts.duplicateInFile += conflicts - inPool;
}
