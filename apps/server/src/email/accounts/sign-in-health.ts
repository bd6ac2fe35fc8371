import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/index.ts';
import { type MailerAccountRow, mailerAccounts } from '../../platform/index.ts';

/** What signing in to a mail server came to (a test, or a delivery's connection). */
export type SignInResult =
  | { ok: true }
  | {
      ok: false;
      reason: string;
      /** The server (or Google, for a Gmail token) refused the credentials. */
      signInRefused: boolean;
    };

/**
 * nodemailer reports refused credentials, and a Gmail refresh token Google no longer
 * accepts, as EAUTH. Network errors and timeouts are not a reason to distrust the account.
 */
export function isSignInRefusal(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'EAUTH';
}

/**
 * Keeps the account's sign-in health: a refusal is recorded with the server's answer (the
 * Manager Emails tab shows it), a success clears an earlier one. Other failures change
 * nothing. Writes only when the state changes.
 */
export async function recordSignIn(
  db: DbOrTx,
  account: Pick<MailerAccountRow, 'id' | 'signInError'>,
  result: SignInResult,
): Promise<void> {
  if (result.ok) {
    if (account.signInError === null) return;
    await db
      .update(mailerAccounts)
      .set({ signInError: null, signInErrorAt: null })
      .where(and(eq(mailerAccounts.id, account.id), isNotNull(mailerAccounts.signInError)));
    return;
  }
  if (!result.signInRefused) return;
  await db
    .update(mailerAccounts)
    .set({ signInError: result.reason.slice(0, 1000), signInErrorAt: sql`now()` })
    .where(eq(mailerAccounts.id, account.id));
}
