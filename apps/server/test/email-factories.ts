import { afterAll, expect } from 'vitest';
import { closeEmailPools } from '../src/email/delivery/deliver.ts';
import {
  startTestSmtpServer,
  type TestSmtpOptions,
  type TestSmtpServer,
} from '../src/email/delivery/testing.ts';
import {
  type MailerAccountRow,
  mailboxes,
  mailerAccounts,
} from '../src/platform/db/schema/index.ts';
import { addToCampaign, createTestCampaign } from './campaign-factories.ts';
import type { TestDovecot } from './dovecot.ts';
import { createTestUser, signedIn, uniqueEmail } from './factories.ts';
import { createTestInfluencer } from './influencer-factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The sign-in that the team's SMTP server accepts and campaignWithSender's account uses. */
export const TEAM_SMTP_LOGIN = { user: 'team', pass: 'team-pass-1' } as const;

/**
 * The team's SMTP server on loopback, closed after the file's tests together with the
 * delivery pools that kept connections to it.
 */
export async function startTeamSmtpServer(
  options: Pick<TestSmtpOptions, 'refuse' | 'refuseRecipient'> = {},
): Promise<TestSmtpServer> {
  const smtp = await startTestSmtpServer({ ...TEAM_SMTP_LOGIN, ...options });
  afterAll(async () => {
    closeEmailPools();
    await smtp.close();
  });
  return smtp;
}

/**
 * An app that emails through the team's SMTP server: links on a fixed PUBLIC_URL that tests
 * can look for, and a send rate high enough that no test waits on it. `env`: more settings.
 */
export async function startEmailTestApp(
  options: Pick<TestSmtpOptions, 'refuse' | 'refuseRecipient'> & {
    env?: Record<string, string>;
  } = {},
): Promise<{ t: TestApp; smtp: TestSmtpServer }> {
  const { env, ...smtpOptions } = options;
  const smtp = await startTeamSmtpServer(smtpOptions);
  const t = await createTestApp({
    env: { PUBLIC_URL: 'http://app.test', EMAIL_RATE_LIMIT: '1000', ...env },
  });
  return { t, smtp };
}

/**
 * POST /mailer-auth: a sender account that sends through the team's SMTP server
 * (TEAM_SMTP_LOGIN) and, given `dovecot`, whose mailbox is the Dovecot user. Answers the
 * account's id and its (unique) address.
 */
export async function connectSenderAccount(
  t: TestApp,
  headers: Record<string, string>,
  options: { smtp: TestSmtpServer; dovecot?: TestDovecot; name?: string },
): Promise<{ id: number; email: string }> {
  const { smtp, dovecot, name } = options;
  const email = uniqueEmail('team');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/mailer-auth',
    headers,
    payload: {
      email,
      ...(name === undefined ? {} : { name }),
      host: '127.0.0.1',
      port: smtp.port,
      username: TEAM_SMTP_LOGIN.user,
      password: TEAM_SMTP_LOGIN.pass,
      ...(dovecot
        ? {
            imapHost: dovecot.host,
            imapPort: dovecot.port,
            imapSecure: false,
            imapUsername: dovecot.user,
            imapPassword: dovecot.password,
          }
        : {}),
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  return { id: created.json<{ id: number }>().id, email };
}

/**
 * A sender account written straight to the database as Connect leaves it, for mailbox sync:
 * owned by a new user, with its mailbox row. `values`: the account's columns (secrets sealed).
 */
export async function insertMailboxAccount(
  t: TestApp,
  values: Omit<typeof mailerAccounts.$inferInsert, 'ownerId'>,
): Promise<MailerAccountRow> {
  const owner = await createTestUser(t);
  const [account] = await t.database.db
    .insert(mailerAccounts)
    .values({ ...values, ownerId: owner.id })
    .returning();
  if (!account) throw new Error('no account');
  await t.database.db.insert(mailboxes).values({ mailerAccountId: account.id });
  return account;
}

/**
 * A manager with an SMTP account on the team's test server (TEAM_SMTP_LOGIN), a campaign
 * they created, and creators with addresses in it (Pending).
 */
export async function campaignWithSender(
  t: TestApp,
  smtp: TestSmtpServer,
  options: {
    replyTo?: boolean;
    senderName?: string | null;
    creators?: number;
    campaign?: Parameters<typeof createTestCampaign>[1];
  } = {},
) {
  const me = await signedIn(t, undefined, { firstName: 'Maya', lastName: 'Manager' });
  const { email: accountEmail } = await connectSenderAccount(t, me.headers, {
    smtp,
    name: 'Team Mailbox',
  });
  const campaign = await createTestCampaign(t, {
    createdBy: me.id,
    replyToManagerEnabled: options.replyTo ?? false,
    ...(options.senderName !== undefined
      ? { senderName: options.senderName, senderEmail: accountEmail }
      : {}),
    ...options.campaign,
  });
  const creators = [];
  for (let i = 0; i < (options.creators ?? 2); i++) {
    creators.push(
      await createTestInfluencer(t, {
        email: uniqueEmail('creator'),
        firstName: `First${i}`,
        lastName: `Last${i}`,
        name: `First${i} Last${i}`,
      }),
    );
  }
  await addToCampaign(
    t,
    me.headers,
    campaign.id,
    creators.map((c) => c.id),
  );
  return { me, campaign, creators, accountEmail };
}

/** campaignWithSender with a single creator, who has an address: `creator`. */
export async function campaignWithOneCreator(
  t: TestApp,
  smtp: TestSmtpServer,
  options: Omit<Parameters<typeof campaignWithSender>[2], 'creators'> = {},
) {
  const { creators, ...rest } = await campaignWithSender(t, smtp, { ...options, creators: 1 });
  const [creator] = creators;
  if (!creator?.email) throw new Error('campaignWithSender made no creator with an address');
  return { ...rest, creator: { ...creator, email: creator.email } };
}

/** POST /campaign/{id}/email-template/custom-templates: the raw answer. */
export function postCustomTemplate(
  t: TestApp,
  headers: Record<string, string>,
  campaignId: number,
  template: { name: string; subject: string; body: string },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/campaign/${campaignId}/email-template/custom-templates`,
    headers,
    payload: template,
  });
}

/** POST /campaign/{id}/email-template/send-custom/{tid} (all creators unless a filter is sent). */
export function sendCustomTemplate(
  t: TestApp,
  headers: Record<string, string>,
  campaignId: number,
  templateId: number,
  payload: { filter?: object } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/campaign/${campaignId}/email-template/send-custom/${templateId}`,
    headers,
    payload,
  });
}

/** Creates a custom template and sends it to every creator of the campaign: its id. */
export async function sendNewCustomTemplate(
  t: TestApp,
  headers: Record<string, string>,
  campaignId: number,
  template: { name: string; subject: string; body: string },
): Promise<number> {
  const created = await postCustomTemplate(t, headers, campaignId, template);
  expect(created.statusCode, created.body).toBe(200);
  const { id } = created.json<{ id: number }>();
  const sent = await sendCustomTemplate(t, headers, campaignId, id);
  expect(sent.statusCode, sent.body).toBe(200);
  return id;
}
