import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workflowAction } from '../../../test/campaign-factories.ts';
import { campaignWithSender, startEmailTestApp } from '../../../test/email-factories.ts';
import { campaignInfluencers, emails } from '../../platform/db/schema/index.ts';

// The invite email state follows the invite email through the outbox's settle hook
// (email-delivery/settled.ts): the outbox itself knows nothing of campaigns.
const refused = new Set<string>();
const refusedAtRcpt = new Set<string>();
const { t, smtp } = await startEmailTestApp({
  refuseRecipient: (address) =>
    refusedAtRcpt.has(address)
      ? { code: 550, message: '5.1.1 <dead@example.test>: Recipient address rejected' }
      : null,
  refuse: (message) =>
    message.to.some((to) => refused.has(to))
      ? { code: 550, message: 'Mailbox unavailable: no such user' }
      : null,
});

describe('invite email state', () => {
  it('says sent when the invite is delivered and failed when the server refuses it', async () => {
    const { me, campaign, creators } = await campaignWithSender(t, smtp, { creators: 2 });
    const [ok, bad] = creators;
    if (!ok || !bad) throw new Error('creators');
    refused.add(bad.email ?? '');
    await workflowAction(t, me.headers, campaign.id, 'invite', { ids: [ok.id, bad.id] });
    const rows = await t.database.db
      .select({
        influencerId: campaignInfluencers.influencerId,
        inviteEmail: campaignInfluencers.inviteEmail,
      })
      .from(campaignInfluencers)
      .where(
        and(
          eq(campaignInfluencers.campaignId, campaign.id),
          inArray(campaignInfluencers.influencerId, [ok.id, bad.id]),
        ),
      );
    const state = new Map(rows.map((r) => [r.influencerId, r.inviteEmail]));
    expect(state.get(ok.id)).toBe('sent');
    expect(state.get(bad.id)).toBe('failed');
    expect(smtp.messages.filter((m) => m.to.includes(ok.email ?? ''))).toHaveLength(1);
  });

  it('says failed with the server words when the invite is refused at RCPT, within the attempt', async () => {
    const { me, campaign, creators } = await campaignWithSender(t, smtp, { creators: 3 });
    const [dead, ok, alsoDead] = creators;
    if (!dead || !ok || !alsoDead) throw new Error('creators');
    refusedAtRcpt.add(dead.email ?? '');
    refusedAtRcpt.add(alsoDead.email ?? '');
    await workflowAction(t, me.headers, campaign.id, 'invite', {
      ids: [dead.id, ok.id, alsoDead.id],
    });
    const rows = await t.database.db
      .select({
        influencerId: campaignInfluencers.influencerId,
        inviteEmail: campaignInfluencers.inviteEmail,
      })
      .from(campaignInfluencers)
      .where(eq(campaignInfluencers.campaignId, campaign.id));
    const state = new Map(rows.map((r) => [r.influencerId, r.inviteEmail]));
    expect(state.get(dead.id)).toBe('failed');
    expect(state.get(alsoDead.id)).toBe('failed');
    expect(state.get(ok.id)).toBe('sent');
    // Each refused recipient's own email holds the refusal.
    const sent = await t.database.db
      .select({ influencerId: emails.influencerId, state: emails.state, error: emails.error })
      .from(emails)
      .where(eq(emails.campaignId, campaign.id));
    const byCreator = new Map(sent.map((e) => [e.influencerId, e]));
    for (const id of [dead.id, alsoDead.id]) {
      expect(byCreator.get(id)?.state).toBe('error');
      expect(byCreator.get(id)?.error).toContain('550 5.1.1');
      expect(byCreator.get(id)?.error).toContain('Recipient address rejected');
    }
    expect(byCreator.get(ok.id)?.state).toBe('delivered');
  });
});
