import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workflowAction } from '../../../test/campaign-factories.ts';
import { campaignWithSender, startEmailTestApp } from '../../../test/email-factories.ts';
import { campaignInfluencers } from '../../db/schema/index.ts';

// The invite email state follows the invite email through the outbox's settle hook
// (email-delivery/settled.ts): the outbox itself knows nothing of campaigns.
const refused = new Set<string>();
const { t, smtp } = await startEmailTestApp({
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
});
