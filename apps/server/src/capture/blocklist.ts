import {
  type BlocklistEntry,
  type BlocklistKind,
  blocklistEntry,
  type blocklistListRequest,
  type createBlocklistEntryRequest,
  ErrorCode,
  email as emailSchema,
} from '@app/contract';
import { count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../core/index.ts';
import type { AppContext, DbOrTx } from '../platform/index.ts';
import {
  AppError,
  captureBlocklist as b,
  captureBlockCounts,
  containsPattern,
  insertedRow,
  isUniqueViolation,
  rows as sqlRows,
  users,
} from '../platform/index.ts';
import { requireChannelIdentity } from './channel-key.ts';
import { liveCaptureMessages as m } from './messages.ts';

type Ctx = Pick<AppContext, 'db'>;

const DOMAIN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/**
 * A blocklist value as stored and matched: a lowercase email, a lowercase domain (a leading
 * "@" or trailing dot dropped), or a channel URL's key (channel-key.ts), the same key a
 * submission of that channel carries. 400 on `value` when it is none of these.
 */
export function normaliseBlocklistValue(kind: BlocklistKind, value: string): string {
  const text = value.trim();
  if (kind === 'email') {
    const parsed = emailSchema.safeParse(text);
    if (!parsed.success) throw AppError.field('value', parsed.error.issues[0]?.message ?? '');
    return parsed.data;
  }
  if (kind === 'emailDomain') {
    const domain = text.toLowerCase().replace(/^@/, '').replace(/\.$/, '');
    if (!DOMAIN.test(domain)) throw AppError.field('value', m.invalidDomain);
    return domain;
  }
  return requireChannelIdentity(text, 'value').key;
}

/** The domain of an email and every parent domain: a.b.example.com, b.example.com, example.com. */
export function domainsOf(email: string): string[] {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const labels = domain.split('.');
  const out: string[] = [];
  for (let i = 0; i < labels.length - 1; i++) out.push(labels.slice(i).join('.'));
  return out.length > 0 ? out : [domain];
}

/** A text[] of `values`, one bound parameter each (no array-literal quoting to get wrong). */
function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((v) => sql`${v}::text`),
    sql`, `,
  )}]`;
}

/**
 * The blocklist's one matching rule, as SQL: the id of the (oldest) entry that names one of
 * `emails`, a domain of `domains` (domainsOf: an entry blocks its subdomains too) or one of
 * `channelKeys` (channel-key.ts); null when none does. Each is a text[] expression: bound
 * values (textArray) or placeholders of a prepared statement.
 */
export function blockingEntry(values: { emails: SQL; domains: SQL; channelKeys: SQL }) {
  return sql<number | null>`(select id from capture_blocklist
    where (kind = 'email' and value = any(${values.emails}))
      or (kind = 'emailDomain' and value = any(${values.domains}))
      or (kind = 'channel' and value = any(${values.channelKeys}))
    order by id limit 1)`;
}

/**
 * A blocked attempt leaves a count and nothing else (issue 26): one more for the lead magnet
 * and the entry that refused it. No address, channel or IP is written anywhere.
 */
export async function countBlocked(
  db: DbOrTx,
  leadMagnetId: number,
  entryId: number,
): Promise<void> {
  await db
    .insert(captureBlockCounts)
    .values({ leadMagnetId, entryId, attempts: 1 })
    .onConflictDoUpdate({
      target: [captureBlockCounts.leadMagnetId, captureBlockCounts.entryId],
      set: { attempts: sql`${captureBlockCounts.attempts} + 1`, lastAt: sql`now()` },
    });
}

/**
 * The entry that blocks any of these emails (or their domains) or channel keys, or null. The
 * pipeline asks it once the channel is resolved (its id, handle and the creator's email).
 */
export async function blockingEntryOf(
  db: DbOrTx,
  identities: { emails: readonly (string | null)[]; channelKeys: readonly (string | null)[] },
): Promise<number | null> {
  const emails = [
    ...new Set(
      identities.emails.map((e) => e?.trim().toLowerCase() ?? '').filter((e) => e.includes('@')),
    ),
  ];
  const channelKeys = [...new Set(identities.channelKeys.filter((k): k is string => !!k))];
  if (emails.length === 0 && channelKeys.length === 0) return null;
  const [row] = await sqlRows<{ entry: number | null }>(
    db,
    sql`select ${blockingEntry({
      emails: textArray(emails),
      domains: textArray([...new Set(emails.flatMap(domainsOf))]),
      channelKeys: textArray(channelKeys),
    })} as entry`,
  );
  return row?.entry ?? null;
}

function selectEntries(db: DbOrTx) {
  return db
    .select({
      id: b.id,
      kind: b.kind,
      value: b.value,
      note: b.note,
      createdAt: b.createdAt,
      createdById: b.createdById,
      firstName: users.firstName,
      lastName: users.lastName,
      blockedAttempts: sql<number>`(select coalesce(sum(${captureBlockCounts.attempts}), 0)::int
        from ${captureBlockCounts} where ${captureBlockCounts.entryId} = ${b.id})`,
    })
    .from(b)
    .leftJoin(users, eq(users.id, b.createdById));
}

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

function toEntry(row: EntryRow): BlocklistEntry {
  return blocklistEntry.parse({
    id: row.id,
    kind: row.kind,
    value: row.value,
    note: row.note,
    createdBy:
      row.createdById !== null && row.firstName !== null
        ? { id: row.createdById, name: `${row.firstName} ${row.lastName ?? ''}`.trim() }
        : null,
    createdAt: row.createdAt.toISOString(),
    blockedAttempts: Number(row.blockedAttempts),
  });
}

/** POST /lead-magnet/blocklist/list: newest first, searched by value or note. */
export async function listBlocklist(ctx: Ctx, q: z.output<typeof blocklistListRequest>) {
  const where = q.search
    ? or(ilike(b.value, containsPattern(q.search)), ilike(b.note, containsPattern(q.search)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    selectEntries(ctx.db)
      .where(where)
      .orderBy(desc(b.createdAt), desc(b.id))
      .limit(q.pageSize)
      .offset(q.page * q.pageSize),
    ctx.db.select({ n: count() }).from(b).where(where),
  ]);
  return { items: rows.map(toEntry), total: Number(total?.n ?? 0) };
}

/** POST /lead-magnet/blocklist: 409 when the normalised value is already there. */
export async function createBlocklistEntry(
  ctx: Ctx,
  actor: Actor,
  input: z.output<typeof createBlocklistEntryRequest>,
): Promise<BlocklistEntry> {
  const value = normaliseBlocklistValue(input.kind, input.value);
  let id: number;
  try {
    const row = await insertedRow(
      ctx.db
        .insert(b)
        .values({ kind: input.kind, value, note: input.note, createdById: actor.id })
        .returning({ id: b.id }),
    );
    id = row.id;
  } catch (error) {
    if (isUniqueViolation(error, 'capture_blocklist_kind_value_unique')) {
      throw new AppError(ErrorCode.Conflict, m.alreadyBlocked, { value: m.alreadyBlocked });
    }
    throw error;
  }
  const [row] = await selectEntries(ctx.db).where(eq(b.id, id));
  if (!row) throw new Error('no row');
  return toEntry(row);
}

/** DELETE /lead-magnet/blocklist/{id}. */
export async function deleteBlocklistEntry(ctx: Ctx, id: number): Promise<void> {
  const deleted = await ctx.db.delete(b).where(eq(b.id, id)).returning({ id: b.id });
  if (deleted.length === 0) throw new AppError(ErrorCode.NotFound, m.blocklistEntryNotFound);
}
