import {
  type CreateMailerAccountRequest,
  ErrorCode,
  type MailerAccount,
  type MailerAccountListResponse,
  type MailerAccountOptions,
  MailerAuthType,
  mailerMessages,
  messages,
  type TestImapResponse,
  type TestMailerAccountResponse,
  type UpdateMailerAccountRequest,
  UserRole,
} from '@app/contract';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/index.ts';
import type { AppContext, DbOrTx } from '../../platform/index.ts';
import {
  AppError,
  campaigns,
  emails,
  isUniqueViolation,
  type MailerAccountRow,
  mailerAccounts,
  secretBoxFor,
  users,
} from '../../platform/index.ts';
import { imapReason } from '../mail-sync/imap/imap-connection.ts';
import { imapProvider } from '../mail-sync/imap/imap-provider.ts';
import { recordSignIn } from './sign-in-health.ts';
import { settingsOfAccount, verifySmtp } from './smtp.ts';
import { readTestReceipt, signTestReceipt, type TestedSettings } from './test-receipt.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;

const IMAP_FAILED = 'Failed to connect/authenticate with IMAP';
const GMAIL_HAS_NO_IMAP = "A Gmail account's mailbox is read through Gmail, not IMAP";

/** PRODUCT.md "Roles": Managers their own accounts, Admins everyone's. */
export function canManageAccount(actor: Actor, account: { ownerId: number }): boolean {
  return actor.role === UserRole.Admin || account.ownerId === actor.id;
}

const ownerName = sql<string>`concat_ws(' ', ${users.firstName}, ${users.lastName})`;

async function selectAccounts(db: DbOrTx, where: ReturnType<typeof eq> | undefined) {
  return db
    .select({ account: mailerAccounts, ownerName })
    .from(mailerAccounts)
    .innerJoin(users, eq(users.id, mailerAccounts.ownerId))
    .where(where)
    .orderBy(desc(mailerAccounts.createdAt), desc(mailerAccounts.id));
}

function toDto(actor: Actor, row: { account: MailerAccountRow; ownerName: string }): MailerAccount {
  const a = row.account;
  return {
    id: a.id,
    email: a.email,
    name: a.name,
    authType: a.authType === 'gmail' ? MailerAuthType.Gmail : MailerAuthType.Smtp,
    host: a.authType === 'gmail' ? null : a.host,
    port: a.authType === 'gmail' ? null : a.port,
    username: a.authType === 'gmail' ? null : a.username,
    secure: a.secure,
    hasPassword: a.passwordSealed !== null,
    connected: a.authType === 'gmail' ? a.refreshTokenSealed !== null : a.passwordSealed !== null,
    signInError:
      a.signInError && a.signInErrorAt
        ? { message: a.signInError, at: a.signInErrorAt.toISOString() }
        : null,
    imapHost: a.authType === 'gmail' ? null : a.imapHost,
    imapPort: a.authType === 'gmail' ? null : a.imapPort,
    imapSecure: a.authType === 'gmail' ? null : a.imapSecure,
    imapUsername: a.authType === 'gmail' ? null : a.imapUsername,
    hasImapPassword: a.imapPasswordSealed !== null,
    owner: { id: a.ownerId, name: row.ownerName },
    canEdit: canManageAccount(actor, a),
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export async function listMailerAccounts(
  ctx: Ctx,
  actor: Actor,
): Promise<MailerAccountListResponse> {
  const rows = await selectAccounts(
    ctx.db,
    actor.role === UserRole.Admin ? undefined : eq(mailerAccounts.ownerId, actor.id),
  );
  return { items: rows.map((r) => toDto(actor, r)), total: rows.length };
}

/** The account, if the actor may manage it: 404 when unknown, 403 when someone else's. */
async function loadManaged(ctx: Ctx, actor: Actor, id: number) {
  const [row] = await selectAccounts(ctx.db, eq(mailerAccounts.id, id));
  if (!row) throw AppError.notFound();
  if (!canManageAccount(actor, row.account)) throw AppError.forbidden();
  return row;
}

export async function getMailerAccount(ctx: Ctx, actor: Actor, id: number) {
  return toDto(actor, await loadManaged(ctx, actor, id));
}

/** GET /mailer-auth/options: Gmail only when Google sign-in is configured. */
export function mailerAccountOptions(ctx: Pick<AppContext, 'config'>): MailerAccountOptions {
  const { google } = ctx.config.email;
  return { gmail: Boolean(google.clientId && google.clientSecret) };
}

/**
 * What a Test receipt sent with a save says of the settings saved: a failure is kept as the
 * account's sign-in error (shown at once, as if it had been tested after saving), a success
 * clears one. Undefined: no receipt, or one for other settings (they were not tested).
 */
function testedState(
  ctx: Ctx,
  receipt: string | undefined,
  settings: TestedSettings,
): Pick<MailerAccountRow, 'signInError' | 'signInErrorAt'> | undefined {
  if (!receipt) return undefined;
  const outcome = readTestReceipt(ctx.config, receipt, settings);
  if (!outcome) return undefined;
  return outcome.ok
    ? { signInError: null, signInErrorAt: null }
    : { signInError: outcome.reason, signInErrorAt: outcome.at };
}

export async function createMailerAccount(
  ctx: Ctx,
  actor: Actor,
  input: z.output<typeof import('@app/contract').createMailerAccountRequest>,
): Promise<MailerAccount> {
  const box = secretBoxFor(ctx.config);
  const tested = testedState(ctx, input.testReceipt, input);
  try {
    const [created] = await ctx.db
      .insert(mailerAccounts)
      .values({
        ownerId: actor.id,
        authType: MailerAuthType.Smtp,
        email: input.email,
        name: input.name,
        host: input.host,
        port: input.port,
        username: input.username,
        secure: input.secure,
        passwordSealed: box.seal(input.password),
        ...imapColumns(ctx, input),
        ...tested,
      })
      .returning({ id: mailerAccounts.id });
    return getMailerAccount(ctx, actor, created?.id ?? 0);
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('email', mailerMessages.accountExists);
    throw error;
  }
}

export async function updateMailerAccount(
  ctx: Ctx,
  actor: Actor,
  id: number,
  input: Partial<z.output<typeof import('@app/contract').updateMailerAccountRequest>>,
): Promise<MailerAccount> {
  const { account } = await loadManaged(ctx, actor, id);
  if (account.authType === 'gmail') {
    const other = Object.keys(input).filter((k) => k !== 'name');
    if (other.length > 0)
      throw AppError.field(other[0] ?? 'email', mailerMessages.gmailFieldsReadOnly);
  }
  const {
    password,
    testReceipt,
    imapHost,
    imapPort,
    imapSecure,
    imapUsername,
    imapPassword,
    ...fields
  } = input;
  const set: Partial<typeof mailerAccounts.$inferInsert> = {
    ...fields,
    ...imapColumns(ctx, { imapHost, imapPort, imapSecure, imapUsername, imapPassword }),
    updatedAt: new Date(),
  };
  if (password !== undefined) {
    set.passwordSealed = secretBoxFor(ctx.config).seal(password);
    // New credentials: the old failure says nothing about them.
    set.signInError = null;
    set.signInErrorAt = null;
  }
  // A Test of the settings as they will be saved (the stored password unless a new one).
  if (account.authType === 'smtp') {
    const stored = settingsOfAccount(ctx.config, account);
    Object.assign(
      set,
      testedState(ctx, testReceipt, {
        email: fields.email ?? stored.email,
        host: fields.host ?? stored.host,
        port: fields.port ?? stored.port,
        secure: fields.secure ?? stored.secure,
        username: fields.username ?? stored.username,
        password: password ?? stored.password,
      }),
    );
  }
  try {
    await ctx.db.update(mailerAccounts).set(set).where(eq(mailerAccounts.id, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('email', mailerMessages.accountExists);
    throw error;
  }
  return getMailerAccount(ctx, actor, id);
}

type ImapInput = {
  imapHost?: string | null | undefined;
  imapPort?: number | null | undefined;
  imapSecure?: boolean | null | undefined;
  imapUsername?: string | null | undefined;
  imapPassword?: string | null | undefined;
};

/**
 * The IMAP columns for the keys sent: null (or an empty text) goes back to the default
 * (the SMTP host, username and password; port 993 with TLS); the password is sealed.
 */
function imapColumns(ctx: Ctx, input: ImapInput): Partial<typeof mailerAccounts.$inferInsert> {
  const set: Partial<typeof mailerAccounts.$inferInsert> = {};
  if (input.imapHost !== undefined) set.imapHost = input.imapHost || null;
  if (input.imapPort !== undefined) set.imapPort = input.imapPort;
  if (input.imapSecure !== undefined) set.imapSecure = input.imapSecure;
  if (input.imapUsername !== undefined) set.imapUsername = input.imapUsername || null;
  if (input.imapPassword !== undefined) {
    set.imapPasswordSealed = input.imapPassword
      ? secretBoxFor(ctx.config).seal(input.imapPassword)
      : null;
  }
  return set;
}

/**
 * POST /mailer-auth/test-imap: signs in to a saved SMTP account's mailbox with its IMAP
 * settings and opens INBOX. Always an answer: the server's reason in `detail` on failure.
 */
export async function testImap(
  ctx: Pick<AppContext, 'db' | 'config' | 'storage'>,
  actor: Actor,
  input: { id: number },
): Promise<TestImapResponse> {
  const { account } = await loadManaged(ctx, actor, input.id);
  if (account.authType !== 'smtp') {
    return { ok: false, message: IMAP_FAILED, detail: GMAIL_HAS_NO_IMAP };
  }
  try {
    await imapProvider.verify?.(ctx, account);
    return { ok: true, message: messages.connectionSuccessful, detail: null };
  } catch (error) {
    return { ok: false, message: IMAP_FAILED, detail: imapReason(error) };
  }
}

/**
 * Refused ("Error deleting manager email", the reason in fields.id) while a campaign names
 * it as its sender or an email waits in the outbox for it.
 */
export async function deleteMailerAccount(ctx: Ctx, actor: Actor, id: number) {
  const { account } = await loadManaged(ctx, actor, id);
  const using = await ctx.db
    .select({ name: campaigns.name })
    .from(campaigns)
    .where(and(isNotNull(campaigns.senderEmail), eq(campaigns.senderEmail, account.email)))
    .orderBy(campaigns.name)
    .limit(5);
  if (using.length > 0) {
    throw new AppError(ErrorCode.Conflict, messages.errorDeletingManagerEmail, {
      id: mailerMessages.inUseByCampaigns(using.map((c) => c.name)),
    });
  }
  const [pending] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(emails)
    .where(
      and(
        eq(emails.mailerAccountId, id),
        inArray(emails.state, ['queued', 'sending', 'finalizing']),
      ),
    );
  if ((pending?.n ?? 0) > 0) {
    throw new AppError(ErrorCode.Conflict, messages.errorDeletingManagerEmail, {
      id: `${pending?.n} emails are still waiting to be sent from it`,
    });
  }
  await ctx.db.delete(mailerAccounts).where(eq(mailerAccounts.id, id));
  return { id };
}

/** POST /mailer-auth/test: an id, unsaved settings, or a saved account with edits. */
export async function testMailerAccount(
  ctx: Ctx,
  actor: Actor,
  input: {
    id?: number | undefined;
    account?:
      | (Omit<CreateMailerAccountRequest, 'authType' | 'password'> & { password?: string })
      | undefined;
  },
): Promise<TestMailerAccountResponse> {
  const saved = input.id !== undefined ? (await loadManaged(ctx, actor, input.id)).account : null;
  let settings = saved ? settingsOfAccount(ctx.config, saved) : null;
  if (input.account) {
    const a = input.account;
    if (!a.password && !settings?.password)
      throw AppError.field('account.password', messages.valueRequired);
    settings = {
      authType: 'smtp',
      email: a.email,
      host: a.host,
      port: a.port,
      secure: a.secure ?? false,
      username: a.username,
      password: a.password || settings?.password || null,
      refreshToken: null,
    };
  }
  if (!settings) throw AppError.field('id', messages.valueRequired);
  const result = await verifySmtp(ctx.config, settings);
  // Testing the saved account as it is tells us whether it can sign in now; testing the
  // form's settings says so only once they are saved (the receipt).
  if (saved && !input.account) await recordSignIn(ctx.db, saved, result);
  const receipt = input.account ? signTestReceipt(ctx.config, settings, result) : null;
  return result.ok
    ? { ok: true, message: messages.connectionSuccessful, detail: null, receipt }
    : { ok: false, message: messages.smtpFailed, detail: result.reason, receipt };
}

export type { UpdateMailerAccountRequest };
