import { MailerAuthType } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../../api/errors.ts';
import { accountStatus, deleteErrorMessage, signInFixMessage } from './account-status.ts';
import { gmailReturnNotice, withoutGmailReturn } from './gmail-return.ts';
import { smtpPortFor, testRequestFrom } from './smtp-form.ts';

const values = {
  email: 'team@example.com',
  name: null,
  host: 'smtp.example.com',
  port: 587,
  username: 'team@example.com',
  password: '',
  secure: false,
};

describe('SMTP form', () => {
  it('flips only the usual ports with the TLS switch', () => {
    expect(smtpPortFor(587, true)).toBe(465);
    expect(smtpPortFor(465, false)).toBe(587);
    expect(smtpPortFor(2525, true)).toBe(2525);
    expect(smtpPortFor(465, true)).toBe(465);
  });

  it('tests a saved account with its stored password when the field is empty', () => {
    const request = testRequestFrom(7, values);
    expect(request.id).toBe(7);
    expect(request.account).not.toHaveProperty('password');
  });

  it('tests a typed password, and an unsaved account without an id', () => {
    const request = testRequestFrom(null, { ...values, password: 's3cret' });
    expect(request).not.toHaveProperty('id');
    expect(request.account?.password).toBe('s3cret');
  });
});

describe('account status', () => {
  const smtp = {
    authType: MailerAuthType.Smtp,
    hasPassword: true,
    connected: false,
    signInError: null,
  };
  it('a test in this session wins over the stored state', () => {
    expect(accountStatus(smtp, undefined).label).toBe('Not tested');
    expect(
      accountStatus(smtp, {
        ok: false,
        message: 'Failed to connect/authenticate with SMTP',
        detail: '535',
      }),
    ).toMatchObject({ label: 'Failed', color: 'error', error: '535' });
    expect(
      accountStatus(smtp, { ok: true, message: 'Connection successful', detail: null }).color,
    ).toBe('success');
  });

  it('a sign-in the server refused shows until a test in this session says otherwise', () => {
    const signInError = { message: '535 Invalid login', at: '2026-11-21T14:00:00Z' };
    expect(accountStatus({ ...smtp, signInError }, undefined)).toEqual({
      label: 'Sign-in failed',
      color: 'error',
      hint: null,
      error: '535 Invalid login',
    });
    expect(
      accountStatus(
        { ...smtp, authType: MailerAuthType.Gmail, connected: true, signInError },
        undefined,
      ),
    ).toMatchObject({ label: 'Reconnect needed', error: '535 Invalid login' });
    expect(
      accountStatus(
        { ...smtp, signInError },
        { ok: true, message: 'Connection successful', detail: null },
      ).label,
    ).toBe('Connected');
  });

  it('a Gmail account Google no longer honours asks to reconnect', () => {
    expect(
      accountStatus({ ...smtp, authType: MailerAuthType.Gmail, connected: false }, undefined).label,
    ).toBe('Reconnect needed');
  });

  it('says Error deleting manager email with the server reason', () => {
    const error = new BadRequestError(400, 'BAD_REQUEST', 'Error deleting manager email', {
      id: 'Used as the sender of campaign Starfall',
    });
    expect(deleteErrorMessage(error, (s) => s)).toBe(
      'Error deleting manager email: Used as the sender of campaign Starfall',
    );
    const plain = new BadRequestError(400, 'BAD_REQUEST', 'Error deleting manager email');
    expect(deleteErrorMessage(plain, (s) => s)).toBe('Error deleting manager email');
  });
});

describe('Gmail return', () => {
  it('reads the outcome and tidies the address', () => {
    const ok = new URLSearchParams('tab=manager-emails&gmail=connected&email=a%40b.c');
    expect(gmailReturnNotice(ok)).toEqual({ ok: true, text: 'a@b.c' });
    expect(withoutGmailReturn(ok).toString()).toBe('tab=manager-emails');
    const bad = new URLSearchParams('gmail=error&message=Google+did+not+grant+access');
    expect(gmailReturnNotice(bad)).toEqual({ ok: false, text: 'Google did not grant access' });
    expect(gmailReturnNotice(new URLSearchParams('tab=x'))).toBeNull();
  });
});

describe('sign-in fix message', () => {
  const t = (key: string, values: { emails: string }) => key.replace('{{emails}}', values.emails);
  const smtp = { email: 'a@studio.test', authType: MailerAuthType.Smtp };
  const gmail = { email: 'b@gmail.test', authType: MailerAuthType.Gmail };
  it('says what fixes the accounts that fail', () => {
    expect(signInFixMessage([smtp], t)).toBe(
      'Emails from a@studio.test fail until the password or server settings are corrected (Edit).',
    );
    expect(signInFixMessage([gmail], t)).toBe(
      'Emails from b@gmail.test fail until Gmail is connected again (Reconnect).',
    );
    expect(signInFixMessage([smtp, gmail], t)).toMatch(
      /^Emails from a@studio.test, b@gmail.test fail until it is fixed: .*\(Edit\).*\(Reconnect\)\.$/,
    );
  });
});
