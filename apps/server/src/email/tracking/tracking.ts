import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/index.ts';
import { AppError, emails, emailUnsubscribes } from '../../platform/index.ts';
import { type TrackingPurpose, verifyTrackingToken } from './links.ts';

// What the creators' side of an email records: opens, clicks and unsubscribes. Every token is
// checked first (links.ts): a wrong or missing signature is 404 and nothing is recorded.

type Ctx = Pick<AppContext, 'db' | 'config'>;

async function emailOf(ctx: Ctx, token: string, purpose: TrackingPurpose, target = '') {
  const emailId = verifyTrackingToken(ctx.config, purpose, token, target);
  if (emailId === null) throw AppError.notFound();
  const [row] = await ctx.db
    .select({ id: emails.id, toEmail: emails.toEmail, influencerId: emails.influencerId })
    .from(emails)
    .where(eq(emails.id, emailId));
  if (!row) throw AppError.notFound();
  return row;
}

export async function recordOpen(ctx: Ctx, token: string): Promise<void> {
  const row = await emailOf(ctx, token, 'open');
  await ctx.db
    .update(emails)
    .set({
      opens: sql`${emails.opens} + 1`,
      openedAt: sql`coalesce(${emails.openedAt}, now())`,
    })
    .where(eq(emails.id, row.id));
}

/** Records the click and answers where to send the browser: only the signed target. */
export async function recordClick(ctx: Ctx, token: string, target: string): Promise<string> {
  if (!/^https?:\/\//i.test(target)) throw AppError.notFound();
  const row = await emailOf(ctx, token, 'click', target);
  await ctx.db
    .update(emails)
    .set({
      clicks: sql`${emails.clicks} + 1`,
      clickedAt: sql`coalesce(${emails.clickedAt}, now())`,
      // A click proves the email was opened (images may be blocked).
      openedAt: sql`coalesce(${emails.openedAt}, now())`,
    })
    .where(eq(emails.id, row.id));
  return target;
}

/** 404 unless the unsubscribe token is valid (the confirm page shows only for real links). */
export async function checkUnsubscribeToken(ctx: Ctx, token: string): Promise<void> {
  await emailOf(ctx, token, 'unsubscribe');
}

/** No later email goes to the address; anything still waiting for it is dropped now. */
export async function unsubscribe(ctx: Ctx, token: string): Promise<void> {
  const row = await emailOf(ctx, token, 'unsubscribe');
  await ctx.db
    .insert(emailUnsubscribes)
    .values({
      email: row.toEmail.toLowerCase(),
      influencerId: row.influencerId,
      emailId: row.id,
    })
    .onConflictDoNothing();
  // Dropped now, not only at send time.
  await ctx.db
    .update(emails)
    .set({ state: 'skipped', error: 'Unsubscribed', updatedAt: sql`now()` })
    .where(
      and(eq(emails.toEmail, row.toEmail), eq(emails.state, 'queued'), isNull(emails.leaseUntil)),
    );
}
