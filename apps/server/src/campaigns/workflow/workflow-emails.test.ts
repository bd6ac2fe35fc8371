import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workflowAction } from '../../../test/campaign-factories.ts';
import {
  campaignWithOneCreator,
  campaignWithSender,
  startEmailTestApp,
} from '../../../test/email-factories.ts';
import { silentLog } from '../../../test/test-app.ts';
import { emails } from '../../platform/db/schema/index.ts';
import { sendWorkflowEmailJob } from './jobs.ts';

// Approve and reject email the creators the campaign's "approved" / "rejected" templates when
// the campaign's settings ask for it, through the outbox to a real SMTP server.
const { t, smtp } = await startEmailTestApp();

const received = (to: string | null) => smtp.messages.filter((m) => m.to.includes(to ?? ''));
const subjects = (to: string | null) => received(to).map((m) => m.headers.get('subject'));

async function emailsOf(campaignId: number, kind: string) {
  return t.database.db
    .select({ influencerId: emails.influencerId, state: emails.state })
    .from(emails)
    .where(and(eq(emails.campaignId, campaignId), eq(emails.kind, kind)));
}

describe('workflow emails', () => {
  it('approve sends the "approved" template with the invite link; reject sends nothing by default', async () => {
    const { me, campaign, creators } = await campaignWithSender(t, smtp);
    const [a, b] = creators;
    if (!a || !b) throw new Error('creators');
    await workflowAction(t, me.headers, campaign.id, 'approve', { ids: [a.id] });
    await workflowAction(t, me.headers, campaign.id, 'reject', { ids: [b.id] });

    expect(subjects(a.email)).toEqual([`You are in: ${campaign.name}`]);
    const [message] = received(a.email);
    expect(message?.text).toContain('Hi First0');
    expect(message?.text).toContain('http://app.test/invite/');
    expect(received(b.email)).toEqual([]);
    expect(await emailsOf(campaign.id, 'approved')).toEqual([
      { influencerId: a.id, state: 'delivered' },
    ]);
    expect(await emailsOf(campaign.id, 'rejected')).toEqual([]);
  });

  it('follows the campaign settings: rejections on, approvals off', async () => {
    const { me, campaign, creators } = await campaignWithSender(t, smtp, {
      campaign: { sendApprovedEmails: false, sendRejectedEmails: true },
    });
    const [a, b] = creators;
    if (!a || !b) throw new Error('creators');
    await workflowAction(t, me.headers, campaign.id, 'approve', { ids: [a.id] });
    await workflowAction(t, me.headers, campaign.id, 'reject', { ids: [b.id] });
    expect(received(a.email)).toEqual([]);
    expect(subjects(b.email)).toEqual([`About ${campaign.name}`]);
  });

  it('the PUT /campaign settings switch them', async () => {
    const { me, campaign, creator: a } = await campaignWithOneCreator(t, smtp);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/campaign/${campaign.id}`,
      headers: me.headers,
      payload: { sendApprovedEmails: false, sendRejectedEmails: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ sendApprovedEmails: false, sendRejectedEmails: true });
    await workflowAction(t, me.headers, campaign.id, 'approve', { ids: [a.id] });
    expect(received(a.email)).toEqual([]);
  });

  it('a retried job sends once, and a creator no longer in that status gets nothing', async () => {
    const { me, campaign, creators } = await campaignWithSender(t, smtp, {
      campaign: { sendApprovedEmails: false },
    });
    const [a, b] = creators;
    if (!a || !b) throw new Error('creators');
    await workflowAction(t, me.headers, campaign.id, 'approve', { ids: [a.id, b.id] });
    // b is rejected before the approval's email job runs: "you are in" would be wrong.
    await workflowAction(t, me.headers, campaign.id, 'reject', { ids: [b.id] });
    const run = () =>
      sendWorkflowEmailJob.handler(
        { campaignId: campaign.id, type: 'approved', influencerIds: [a.id, b.id], occasion: '1' },
        {
          db: t.database.db,
          storage: t.ctx.storage,
          config: t.config,
          log: silentLog,
          jobs: t.ctx.jobs,
        },
      );
    await run();
    await run();
    expect(subjects(a.email)).toEqual([`You are in: ${campaign.name}`]);
    expect(received(b.email)).toEqual([]);
  });
});
