import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/index.ts';
import {
  type CampaignRow,
  type MailerAccountRow,
  mailerAccounts,
  users,
} from '../../platform/index.ts';

export type CampaignSender = {
  account: MailerAccountRow;
  fromEmail: string;
  fromName: string | null;
  replyTo: string | null;
};

/**
 * PRODUCT.md "Email": a campaign sends from its custom sender (senderEmail must be a
 * connected account; the one of the campaign's creator first) or else from the campaign
 * creator's newest account. Reply-To is the creator's (the manager's) own address when
 * replyToManagerEnabled. null: no account can send.
 */
export async function resolveCampaignSender(
  db: DbOrTx,
  campaign: Pick<CampaignRow, 'senderEmail' | 'senderName' | 'createdBy' | 'replyToManagerEnabled'>,
): Promise<CampaignSender | null> {
  let account: MailerAccountRow | undefined;
  if (campaign.senderEmail) {
    const candidates = await db
      .select()
      .from(mailerAccounts)
      .where(eq(mailerAccounts.email, campaign.senderEmail.toLowerCase()))
      .orderBy(desc(mailerAccounts.updatedAt), asc(mailerAccounts.id));
    account = candidates.find((a) => a.ownerId === campaign.createdBy) ?? candidates[0];
  }
  if (!account && campaign.createdBy !== null) {
    [account] = await db
      .select()
      .from(mailerAccounts)
      .where(eq(mailerAccounts.ownerId, campaign.createdBy))
      .orderBy(desc(mailerAccounts.createdAt), desc(mailerAccounts.id))
      .limit(1);
  }
  if (!account) return null;
  const [manager] =
    campaign.createdBy !== null
      ? await db
          .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, campaign.createdBy))
      : [];
  const usesCustom = campaign.senderEmail?.toLowerCase() === account.email;
  return {
    account,
    fromEmail: account.email,
    fromName:
      (usesCustom ? campaign.senderName : null) ??
      account.name ??
      (manager ? [manager.firstName, manager.lastName].filter(Boolean).join(' ') : null),
    replyTo: campaign.replyToManagerEnabled && manager ? manager.email : null,
  };
}
