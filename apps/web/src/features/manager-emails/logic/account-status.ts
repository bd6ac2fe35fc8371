import { type MailerAccount, MailerAuthType, messages } from '@app/contract';
import { BadRequestError, errorMessage } from '../../../api/errors.ts';
import type { LabelColor } from '../../../components/label.tsx';

/** The outcome of the last Test of an account in this session. */
export type TestOutcome = { ok: boolean; message: string; detail: string | null };

/**
 * What the Status column says: a Test run in this session wins; then a sign-in the mail
 * server refused (recorded by the server when sending or testing); otherwise whether the
 * account can send at all (a stored password, a Gmail token Google still honours). `hint` is
 * a source string; `error` the server's raw reason, shown in words.
 */
export function accountStatus(
  account: Pick<MailerAccount, 'authType' | 'hasPassword' | 'connected' | 'signInError'>,
  tested: TestOutcome | undefined,
): { label: string; color: LabelColor; hint: string | null; error?: string } {
  if (tested) {
    if (tested.ok) return { label: 'Connected', color: 'success', hint: tested.message };
    return tested.detail
      ? { label: 'Failed', color: 'error', hint: null, error: tested.detail }
      : { label: 'Failed', color: 'error', hint: tested.message };
  }
  // The mail server's own words: the screen says them in a marketer's (errors in words).
  if (account.signInError) {
    const error = account.signInError.message;
    return account.authType === MailerAuthType.Gmail
      ? { label: 'Reconnect needed', color: 'warning', hint: null, error }
      : { label: 'Sign-in failed', color: 'error', hint: null, error };
  }
  if (account.authType === MailerAuthType.Gmail) {
    return account.connected
      ? { label: 'Connected', color: 'success', hint: null }
      : {
          label: 'Reconnect needed',
          color: 'warning',
          hint: 'Google no longer accepts the sign-in',
        };
  }
  return account.hasPassword
    ? { label: 'Not tested', color: 'default', hint: 'Press Test to check the connection' }
    : { label: 'No password', color: 'warning', hint: null };
}

/** 'Error deleting manager email' with the server's reason (e.g. the campaigns using it). */
export function deleteErrorMessage(error: unknown, t: (key: string) => string): string {
  const reason =
    error instanceof BadRequestError
      ? (error.fields.id ??
        (error.message !== messages.errorDeletingManagerEmail ? error.message : null))
      : errorMessage(error);
  const head = t(messages.errorDeletingManagerEmail);
  return reason ? `${head}: ${t(reason)}` : head;
}

/** Accounts whose last sign-in the mail server refused: their emails fail until fixed. */
export function accountsFailingSignIn(accounts: readonly MailerAccount[]): MailerAccount[] {
  return accounts.filter((a) => a.signInError !== null);
}

/**
 * What to do about accounts that cannot sign in (a refused password, or a Test that failed
 * before saving, e.g. a wrong host): Edit for SMTP settings, Reconnect for Gmail.
 */
export function signInFixMessage(
  failing: readonly Pick<MailerAccount, 'email' | 'authType'>[],
  t: (key: string, values: { emails: string }) => string,
): string {
  const emails = failing.map((a) => a.email).join(', ');
  if (failing.every((a) => a.authType === MailerAuthType.Gmail)) {
    return t('Emails from {{emails}} fail until Gmail is connected again (Reconnect).', { emails });
  }
  if (failing.every((a) => a.authType === MailerAuthType.Smtp)) {
    return t(
      'Emails from {{emails}} fail until the password or server settings are corrected (Edit).',
      { emails },
    );
  }
  return t(
    'Emails from {{emails}} fail until it is fixed: correct the password or server settings (Edit), or connect Gmail again (Reconnect).',
    { emails },
  );
}
