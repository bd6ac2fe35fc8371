import { expect } from 'vitest';
import type { TestSmtpServer } from '../src/modules/email-delivery/testing.ts';
import { addToCampaign, createTestCampaign } from './campaign-factories.ts';
import { signedIn, uniqueEmail } from './factories.ts';
import { createTestInfluencer } from './influencer-factories.ts';
import type { TestApp } from './test-app.ts';

/**
 * A manager with an SMTP account on the test server (user "team", password "team-pass-1"),
 * a campaign they created, and creators with addresses in it (Pending).
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
      username: 'team',
      password: 'team-pass-1',
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
