import type { CustomEmailTemplate, MailerAccount } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  campaignWithOneCreator,
  startEmailTestApp,
  TEAM_SMTP_LOGIN,
} from '../../../test/email-factories.ts';
import { emails, mailerAccounts } from '../../platform/db/schema/index.ts';
import { secretBoxFor } from '../../platform/secret-box/secret-box.ts';

// A sender account whose password stopped working: its emails fail with the server's answer,
// and the account itself says so (Manager Emails) until it signs in again.
const { t, smtp } = await startEmailTestApp();

describe('sign-in failures while sending', () => {
  it('mark the account, and the next successful send clears the mark', async () => {
    const { me, campaign, creator } = await campaignWithOneCreator(t, smtp);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/mailer-auth/list',
      headers: me.headers,
    });
    const [account] = list.json<{ items: MailerAccount[] }>().items;
    if (!account) throw new Error('account');
    const setPassword = (password: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/mailer-auth/${account.id}`,
        headers: me.headers,
        payload: { password },
      });
    const template = (
      await t.app.inject({
        method: 'POST',
        url: `/api/campaign/${campaign.id}/email-template/custom-templates`,
        headers: me.headers,
        payload: { name: 'Hello', subject: 'Hello', body: '<p>Hello</p>' },
      })
    ).json<CustomEmailTemplate>();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/campaign/${campaign.id}/email-template/send-custom/${template.id}`,
        headers: me.headers,
        payload: {},
      });
    const states = async () =>
      (
        await t.database.db
          .select({ state: emails.state, error: emails.error })
          .from(emails)
          .where(and(eq(emails.campaignId, campaign.id), eq(emails.influencerId, creator.id)))
          .orderBy(emails.id)
      ).map((e) => e.state);
    const signInError = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/mailer-auth/${account.id}`,
          headers: me.headers,
        })
      ).json<MailerAccount>().signInError;

    // Someone changed the mailbox password; the app still has the old one.
    await setPassword('stale-pass');
    await send();
    expect(await states()).toEqual(['error']);
    expect((await signInError())?.message).toMatch(/535|Invalid username or password/);

    // The mailbox's owner changes the password back on the server side: the account row
    // still carries the mark until a delivery signs in with it.
    await t.database.db
      .update(mailerAccounts)
      .set({
        passwordSealed: secretBoxFor(t.config).seal(TEAM_SMTP_LOGIN.pass),
        updatedAt: new Date(),
      })
      .where(eq(mailerAccounts.id, account.id));
    expect(await signInError()).not.toBeNull();
    await send();
    expect(await states()).toEqual(['error', 'delivered']);
    expect(smtp.messages.filter((m) => m.to.includes(creator.email ?? ''))).toHaveLength(1);
    expect(await signInError()).toBeNull();
    // A new password also clears a mark at once.
    await setPassword('stale-pass');
    await send();
    expect(await signInError()).not.toBeNull();
    expect((await setPassword(TEAM_SMTP_LOGIN.pass)).json<MailerAccount>().signInError).toBeNull();
  });
});
