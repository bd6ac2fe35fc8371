import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/open-database.ts';
import { campaigns, products, users } from '../db/schema/index.ts';

/**
 * Whether any row still points at the stored object. Every column that holds a storage key
 * is listed here: a new one must be added, or its objects could be removed while in use.
 * (Images inside email template HTML are never removed: sent emails still show them.)
 */
export async function isStoredObjectReferenced(db: DbOrTx, key: string): Promise<boolean> {
  const checks = [
    db.select({ id: users.id }).from(users).where(eq(users.avatarKey, key)).limit(1),
    db.select({ id: products.id }).from(products).where(eq(products.imageKey, key)).limit(1),
    db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(
        or(
          eq(campaigns.imageKey, key),
          eq(campaigns.briefFileKey, key),
          eq(campaigns.instructionsFileKey, key),
        ),
      )
      .limit(1),
  ];
  for (const check of checks) if ((await check).length > 0) return true;
  return false;
}
