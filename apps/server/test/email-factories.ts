import { afterAll, expect } from 'vitest';
import { closeEmailPools } from '../src/modules/email-delivery/deliver.ts';
import {
  startTestSmtpServer,
  type TestSmtpOptions,
  type TestSmtpServer,
} from '../src/modules/email-delivery/testing.ts';
import { addToCampaign, createTestCampaign } from './campaign-factories.ts';
import { signedIn, uniqueEmail } from './factories.ts';
import { createTestInfluencer } from './influencer-factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The sign-in that the team's SMTP server accepts and campaignWithSender's account uses. */
export const TEAM_SMTP_LOGIN = { user: 'team', pass: 'team-pass-1' } as const;

/**
 * The team's SMTP server on loopback, closed after the file's tests together with the
 * delivery pools that kept connections to it.
 */
export async function startTeamSmtpServer(
  options: Pick<TestSmtpOptions, 'refuse'> = {},
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
  options: Pick<TestSmtpOptions, 'refuse'> & { env?: Record<string, string> } = {},
): Promise<{ t: TestApp; smtp: TestSmtpServer }> {
  const { env, ...smtpOptions } = options;
  const smtp = await startTeamSmtpServer(smtpOptions);
  const t = await createTestApp({
    env: { PUBLIC_URL: 'http://app.test', EMAIL_RATE_LIMIT: '1000', ...env },
  });
  return { t, smtp };
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
  const accountEmail = uniqueEmail('team');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/mailer-auth',
    headers: me.headers,
    payload: {
      email: accountEmail,
      name: 'Team Mailbox',
      host: '127.0.0.1',
      port: smtp.port,
      username: TEAM_SMTP_LOGIN.user,
      password: TEAM_SMTP_LOGIN.pass,
    },
  });
  expect(created.statusCode, created.body).toBe(200);
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
