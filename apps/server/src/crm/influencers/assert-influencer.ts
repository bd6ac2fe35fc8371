import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/index.ts';
import { AppError, influencers } from '../../platform/index.ts';

/** 404 "Not found" unless the influencer exists: the check before using what it owns. */
export async function assertInfluencer(db: DbOrTx, id: number): Promise<void> {
  const [row] = await db
    .select({ id: influencers.id })
    .from(influencers)
    .where(eq(influencers.id, id));
  if (!row) throw AppError.notFound();
}
