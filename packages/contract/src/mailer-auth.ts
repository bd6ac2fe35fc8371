import { z } from 'zod';
import { userRef } from './campaigns.ts';
import { MailerAuthType, mailerAuthType } from './enums.ts';
import {
  email,
  id,
  oauthCallbackQuery,
  optionalString,
  requiredString,
  rowId,
  timestamps,
} from './fields.ts';
import { messages } from './messages.ts';
import { listResponse } from './paging.ts';

/**
 * Sender accounts ("Manager Emails", SPEC 7 "Mailer auth"). Managers manage their own,
 * Admins everyone's (PRODUCT.md "Roles"). Passwords and OAuth tokens are write-only: they
 * are stored encrypted and no answer ever carries them.
 */
export const mailerAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  /** Display name used in From when the campaign has no custom sender name. */
  name: z.string().nullable(),
  authType: mailerAuthType,
  /** SMTP only (null for Gmail). */
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  username: z.string().nullable(),
  /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
  secure: z.boolean(),
  /** SMTP: a password is stored. */
  hasPassword: z.boolean(),
  /** Gmail: a refresh token is stored (false after Google refused it; connect again). */
  connected: z.boolean(),
  /**
   * The last sign-in to the mail server failed (wrong password, Google refused the grant):
   * its answer and when. Cleared by the next successful sign-in, a new password or
   * connecting Gmail again. Emails from the account fail until then.
   */
  signInError: z.object({ message: z.string(), at: z.string() }).nullable(),
  /**
   * SMTP accounts' mailbox (IMAP) for Mailings; null fields fall back to the defaults: the
   * SMTP host, port 993 with TLS, the SMTP username and password. Always null for Gmail.
   */
  imapHost: z.string().nullable(),
  imapPort: z.number().int().nullable(),
  imapSecure: z.boolean().nullable(),
  imapUsername: z.string().nullable(),
  hasImapPassword: z.boolean(),
  owner: userRef,
  /** Whether the signed-in user may edit or delete it (own account, or Admin). */
  canEdit: z.boolean(),
  ...timestamps,
});
export type MailerAccount = z.infer<typeof mailerAccount>;

/** GET /mailer-auth/list: own accounts for a Manager, everyone's for an Admin; newest first. */
export const mailerAccountListResponse = listResponse(mailerAccount);
export type MailerAccountListResponse = z.infer<typeof mailerAccountListResponse>;

export const mailerAuthParams = z.object({ id });

const port = z.number().int().min(1).max(65535);
const smtpPassword = z.string().min(1, { error: messages.valueRequired }).max(1024);

const smtpFields = {
  email,
  name: optionalString(200),
  host: requiredString(255),
  port,
  username: requiredString(255),
  secure: z.boolean().default(false),
};

/**
 * The `receipt` of a Test of these same settings (testMailerAccountResponse): the account is
 * saved with that outcome, so a failed Test shows as failing. Ignored when the settings saved
 * differ from those tested, or after an hour.
 */
const testReceipt = z.string().max(4000).optional();

/** IMAP settings of an SMTP account; null (or omitted) keeps the SMTP-derived default. */
const imapFields = {
  imapHost: z.string().trim().max(255).nullable().optional(),
  imapPort: port.nullable().optional(),
  imapSecure: z.boolean().nullable().optional(),
  imapUsername: z.string().trim().max(255).nullable().optional(),
  imapPassword: z.string().max(1024).nullable().optional(),
};

/** POST /mailer-auth: an SMTP account (Gmail accounts come from the OAuth flow). */
export const createMailerAccountRequest = z.object({
  authType: z.literal(MailerAuthType.Smtp).default(MailerAuthType.Smtp),
  ...smtpFields,
  password: smtpPassword,
  ...imapFields,
  testReceipt,
});
export type CreateMailerAccountRequest = z.input<typeof createMailerAccountRequest>;

/**
 * PUT /mailer-auth/{id}: only the keys sent change. `password` replaces the stored one;
 * omit it to keep it. For Gmail accounts only `name` may change.
 */
export const updateMailerAccountRequest = z.object({
  email: email.optional(),
  name: smtpFields.name.optional(),
  host: smtpFields.host.optional(),
  port: port.optional(),
  username: smtpFields.username.optional(),
  secure: z.boolean().optional(),
  password: smtpPassword.optional(),
  ...imapFields,
  testReceipt,
});
export type UpdateMailerAccountRequest = z.input<typeof updateMailerAccountRequest>;

/**
 * POST /mailer-auth/test: `id` tests a saved account; `account` tests unsaved settings (the
 * form before saving). Both: the saved account with the form's changes, its stored password
 * used when `account.password` is omitted.
 */
export const testMailerAccountRequest = z
  .object({
    id: rowId.optional(),
    account: z.object({ ...smtpFields, password: smtpPassword.optional() }).optional(),
  })
  .refine((v) => v.id !== undefined || v.account !== undefined, {
    error: messages.valueRequired,
    path: ['id'],
  });
export type TestMailerAccountRequest = z.input<typeof testMailerAccountRequest>;
/**
 * Always 200: `ok` and the SPEC's message ('Connection successful' / 'Failed to
 * connect/authenticate with SMTP'); `detail` is the server's own reason on failure.
 * `receipt` (a test of `account` settings): send it as `testReceipt` when saving them.
 */
export const testMailerAccountResponse = z.object({
  ok: z.boolean(),
  message: z.enum([messages.connectionSuccessful, messages.smtpFailed]),
  detail: z.string().nullable(),
  receipt: z.string().nullable(),
});
export type TestMailerAccountResponse = z.infer<typeof testMailerAccountResponse>;

/** POST /mailer-auth/test-imap: sign in to a saved account's mailbox and open INBOX. */
export const testImapRequest = z.object({ id: rowId });
export const testImapResponse = z.object({
  ok: z.boolean(),
  message: z.enum([messages.connectionSuccessful, 'Failed to connect/authenticate with IMAP']),
  detail: z.string().nullable(),
});
export type TestImapResponse = z.infer<typeof testImapResponse>;

/**
 * GET /mailer-auth/oauth/gmail?callbackUrl=: Google's consent URL. After consent Google
 * returns to the server (mailAccountEndpoints.gmailCallback), which stores the account and
 * redirects the browser to `callbackUrl` with `?gmail=connected&email=...` or
 * `?gmail=error&message=...`.
 * `callbackUrl` must be a path on this site ("/settings?tab=emails") or an absolute URL of
 * this server's public origin (PUBLIC_URL, or the address the request came in on); anything
 * else is 400.
 */
export const gmailOauthQuery = z.object({ callbackUrl: z.string().min(1).max(2000) });
export const gmailOauthResponse = z.object({ url: z.string() });
export type GmailOauthResponse = z.infer<typeof gmailOauthResponse>;
/** Google's redirect after consent. */
export const gmailOauthCallbackQuery = oauthCallbackQuery;

/**
 * GET /mailer-auth/options: which ways to add a sender this server offers. `gmail` is false
 * when Google sign-in is not configured (GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET unset):
 * Connect and Reconnect would only fail.
 */
export const mailerAccountOptions = z.object({ gmail: z.boolean() });
export type MailerAccountOptions = z.infer<typeof mailerAccountOptions>;

/** DELETE /mailer-auth/{id}: `{ id }` of the deleted account. */
export const deleteMailerAccountResponse = z.object({ id: z.number().int() });

export const mailerMessages = {
  gmailNotConfigured: 'Gmail sign-in is not configured on this server',
  callbackUrlNotAllowed: 'The return address must be on this site',
  accountExists: 'This email account is already connected',
  gmailFieldsReadOnly: 'Only the name of a Gmail account can be changed',
  /** fields.id of "Error deleting manager email". */
  inUseByCampaigns: (names: string[]) =>
    `Used as the sender of ${names.length === 1 ? 'campaign' : 'campaigns'} ${names.join(', ')}`,
  oauthStateInvalid: 'The Gmail sign-in link has expired or is invalid. Please try again.',
  oauthRefused: 'Google did not grant access to the mailbox',
} as const;
