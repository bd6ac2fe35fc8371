import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/open-database.ts';
import { type IntegrationStatusRow, integrationStatus } from '../db/schema/index.ts';

/** A failure as an Admin reads it: what went wrong, and what to do (null: nothing, wait). */
export type IntegrationFailure = { message: string; fix: string | null };

/**
 * A call worked. Written at most once a minute per integration while nothing changes (a
 * refresh of 10,000 channels is not 10,000 writes); at once after a failure or a new usage.
 */
export async function recordIntegrationSuccess(
  db: DbOrTx,
  key: string,
  usage: string | null = null,
): Promise<void> {
  await db
    .insert(integrationStatus)
    .values({ key, lastSuccessAt: sql`now()`, usage })
    .onConflictDoUpdate({
      target: integrationStatus.key,
      set: {
        lastSuccessAt: sql`now()`,
        usage: sql`coalesce(excluded.usage, ${integrationStatus.usage})`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${integrationStatus.lastSuccessAt} is null
        or ${integrationStatus.lastSuccessAt} < now() - interval '1 minute'
        or ${integrationStatus.lastErrorAt} >= ${integrationStatus.lastSuccessAt}
        or excluded.usage is distinct from ${integrationStatus.usage}`,
    });
}

/** A call failed: the words and the fix replace the previous failure's. */
export async function recordIntegrationFailure(
  db: DbOrTx,
  key: string,
  failure: IntegrationFailure,
): Promise<void> {
  const values = {
    lastError: failure.message.slice(0, 1000),
    lastErrorFix: failure.fix?.slice(0, 1000) ?? null,
    lastErrorAt: sql`now()`,
  };
  await db
    .insert(integrationStatus)
    .values({ key, ...values })
    .onConflictDoUpdate({
      target: integrationStatus.key,
      set: { ...values, updatedAt: sql`now()` },
    });
}

export async function readIntegrationStatuses(
  db: DbOrTx,
): Promise<Map<string, IntegrationStatusRow>> {
  const found = await db.select().from(integrationStatus);
  return new Map(found.map((row) => [row.key, row]));
}

/** Forgets an integration (a deleted sender account). */
export async function forgetIntegrationStatus(db: DbOrTx, key: string): Promise<void> {
  await db.delete(integrationStatus).where(eq(integrationStatus.key, key));
}
