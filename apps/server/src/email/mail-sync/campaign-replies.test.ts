import type { WorkflowItem } from '@app/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workflowAction } from '../../../test/campaign-factories.ts';
import { campaignWithOneCreator, startEmailTestApp } from '../../../test/email-factories.ts';
import { uniq } from '../../../test/influencer-factories.ts';
import { emails, mailboxes, mailerAccounts } from '../../platform/db/schema/index.ts';
import { parseRawMail } from './parse-mail.ts';
import { storeIncomingMail } from './store-mail.ts';

// A creator's answer to a campaign email, found by a mailbox sync, shows on the campaign's
// Workflow row as "Replied" (repliedAt). The campaign email's Message-ID is what links them.
const { t, smtp } = await startEmailTestApp();

describe('campaign replies', () => {
  it('marks the Workflow row replied when a synced message answers the invite', async () => {
    const { me, campaign, creator, accountEmail } = await campaignWithOneCreator(t, smtp);
    await workflowAction(t, me.headers, campaign.id, 'invite', { ids: [creator.id] });
    const [invite] = await t.database.db
      .select({ messageId: emails.messageId })
      .from(emails)
      .where(and(eq(emails.campaignId, campaign.id), isNotNull(emails.messageId)));
    expect(invite?.messageId).toMatch(/^<email-\d+\./);

    const rows = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/campaign/${campaign.id}/influencers/list`,
        headers: me.headers,
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ items: WorkflowItem[] }>().items;
    };
    expect((await rows())[0]?.repliedAt).toBeNull();

    const [account] = await t.database.db
      .select({ id: mailerAccounts.id })
      .from(mailerAccounts)
      .where(eq(mailerAccounts.email, accountEmail));
    await t.database.db.insert(mailboxes).values({ mailerAccountId: account?.id ?? 0 });
    const sentAt = new Date('2026-11-20T10:00:00Z');
    const reply = await parseRawMail(
      Buffer.from(
        [
          `From: ${creator.email}`,
          `To: ${accountEmail}`,
          'Subject: Re: You are invited',
          `Message-ID: <${uniq('r')}@creator.test>`,
          `In-Reply-To: ${invite?.messageId}`,
          `References: ${invite?.messageId}`,
          `Date: ${sentAt.toUTCString()}`,
          '',
          'Count me in!',
        ].join('\r\n'),
      ),
    );
    const mailbox = { mailerAccountId: account?.id ?? 0, email: accountEmail };
    const incoming = {
      mail: reply,
      fallbackKey: 'INBOX:1:1',
      folder: 'INBOX',
      uid: 1,
      seen: false,
    };
    expect(await storeIncomingMail(t.ctx, mailbox, [incoming])).toBe(1);
    // Seen again (a second pass, another folder): stored once, replied once.
    expect(await storeIncomingMail(t.ctx, mailbox, [incoming])).toBe(0);

    expect((await rows())[0]?.repliedAt).toBe(sentAt.toISOString());
  });
});
