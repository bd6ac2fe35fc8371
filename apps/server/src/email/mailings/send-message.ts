import { randomUUID } from 'node:crypto';
import {
  type createMailMessageRequest,
  mailingMessages,
  mailingTemplateVariables,
} from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/index.ts';
import type { AppContext, Tx } from '../../platform/index.ts';
import {
  AppError,
  influencers,
  insertedRow,
  type MailerAccountRow,
  type MailMessageRow,
  mailMessageAttachments,
  mailMessages,
  mailThreads,
  type OutboxAttachment,
  transaction,
  users,
} from '../../platform/index.ts';
import { MAILING_EMAIL_KIND, messageIdOf } from '../delivery/deliver.ts';
import { queueEmails } from '../delivery/outbox.ts';
import { linkInfluencers, refreshThread } from '../mail-sync/store-mail.ts';
import {
  assertKnownVariables,
  influencerVariableColumns,
  renderEmail,
} from '../rendering/render.ts';
import { readableAttachments } from './attachments.ts';
import { connectMailbox } from './mailbox-accounts.ts';
import { ownAccount, ownAccountIds, ownMessage } from './own-mailboxes.ts';
import { toMessageDtos } from './to-dto.ts';

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'config'>;
type Input = z.output<typeof createMailMessageRequest>;

type Recipient = { email: string; name: string | null; influencerId: number | null };

/**
 * POST /mailing/messages/create. A reply goes to the other side of the message answered,
 * in its thread, with In-Reply-To and References; a new message starts a thread. Sending
 * queues one outbox email (kind 'mailing') in the same transaction as the message, so it is
 * sent exactly once like campaign email; its Message-ID is the message's key, so the copy
 * the next sync finds in Sent is the same message, not a second one.
 */
export async function createMessage(ctx: Ctx, actor: Actor, input: Input) {
  const account = await ownAccount(ctx.db, actor, input.accountId);
  const own = await ownAccountIds(ctx.db, actor);
  const again = input.messageId ? await resendable(ctx, own, input.messageId) : null;
  const parent = input.replyToMessageId
    ? await ownMessage(ctx.db, own, input.replyToMessageId)
    : again?.inReplyTo
      ? await messageByHeader(ctx, again.mailerAccountId, again.inReplyTo)
      : null;
  const recipient = await recipientOf(ctx, input, parent, again);
  assertKnownVariables({ subject: input.subject, body: input.body }, mailingTemplateVariables);
  const influencer = recipient.influencerId
    ? await influencerById(ctx, recipient.influencerId)
    : null;
  const rendered = renderEmail(
    { subject: input.subject, body: input.body },
    {
      influencer: influencer ?? { mediaName: '', name: null, firstName: null, lastName: null },
      campaignName: '',
    },
  );
  const files = await readableAttachments(ctx, actor, own, input.attachmentIds);
  const fromName = account.name ?? (await userName(ctx, actor.id));
  const references = parent
    ? [...parent.references, ...(parent.messageIdHeader ? [parent.messageIdHeader] : [])]
    : [];

  const messageId = await transaction(ctx.db, async (tx) => {
    await connectMailbox(tx, account.id);
    const threadId =
      parent?.threadId ??
      again?.threadId ??
      (await newThread(tx, account, rendered.subject, recipient, input.templateId ?? null));
    const content = {
      mailerAccountId: account.id,
      threadId,
      direction: 'out',
      fromEmail: account.email,
      fromName,
      toAddresses: [{ email: recipient.email, name: recipient.name }],
      ccAddresses: [],
      subject: rendered.subject,
      sentAt: new Date(),
      text: rendered.text,
      html: rendered.html,
      seen: true,
      inReplyTo: parent?.messageIdHeader ?? null,
      references,
      templateId: input.templateId ?? again?.templateId ?? null,
      createdBy: actor.id,
    } satisfies Partial<typeof mailMessages.$inferInsert>;
    let id: number;
    if (again) {
      await tx.update(mailMessages).set(content).where(eq(mailMessages.id, again.id));
      await tx.delete(mailMessageAttachments).where(eq(mailMessageAttachments.messageId, again.id));
      id = again.id;
    } else {
      const row = await insertedRow(
        tx
          .insert(mailMessages)
          .values({ ...content, providerKey: `draft:${randomUUID()}`, status: 'draft' })
          .returning({ id: mailMessages.id }),
      );
      id = row.id;
    }
    if (files.length > 0) {
      await tx.insert(mailMessageAttachments).values(
        files.map((f, position) => ({
          messageId: id,
          attachmentId: f.id,
          fileName: f.fileName,
          position,
        })),
      );
    }
    if (!input.draft) {
      await queueSend(ctx, tx, {
        id,
        account,
        fromName,
        recipient,
        rendered,
        inReplyTo: parent?.messageIdHeader ?? null,
        references,
        files,
        actorId: actor.id,
      });
    }
    await linkInfluencers(tx, threadId, [recipient.email]);
    await refreshThread(tx, threadId);
    return id;
  });
  const [stored] = await ctx.db.select().from(mailMessages).where(eq(mailMessages.id, messageId));
  if (!stored) throw AppError.notFound();
  const [dto] = await toMessageDtos(ctx.db, [stored]);
  if (!dto) throw AppError.notFound();
  return dto;
}

async function queueSend(
  ctx: Ctx,
  tx: Tx,
  message: {
    id: number;
    account: MailerAccountRow;
    fromName: string | null;
    recipient: Recipient;
    rendered: { subject: string; html: string; text: string };
    inReplyTo: string | null;
    references: string[];
    files: { storageKey: string; fileName: string; contentType: string }[];
    actorId: number;
  },
) {
  const attachments: OutboxAttachment[] = message.files.map((f) => ({
    storageKey: f.storageKey,
    fileName: f.fileName,
    contentType: f.contentType,
  }));
  const [queued] = await queueEmails(tx, ctx.jobs, [
    {
      campaignId: null,
      influencerId: message.recipient.influencerId,
      kind: MAILING_EMAIL_KIND,
      mailerAccountId: message.account.id,
      fromEmail: message.account.email,
      fromName: message.fromName,
      replyTo: null,
      toEmail: message.recipient.email,
      toName: message.recipient.name,
      subject: message.rendered.subject,
      html: message.rendered.html,
      text: message.rendered.text,
      createdBy: message.actorId,
      inReplyTo: message.inReplyTo,
      referencesHeader: message.references.length ? message.references.join(' ') : null,
      attachments,
    },
  ]);
  if (!queued) throw new Error('mailing email not queued');
  const header = messageIdOf(ctx.config, { id: queued.id, fromEmail: message.account.email });
  await tx
    .update(mailMessages)
    .set({ status: 'pending', emailId: queued.id, providerKey: header, messageIdHeader: header })
    .where(eq(mailMessages.id, message.id));
}

/** A draft or failed message of the user's mailboxes, to send (again). */
async function resendable(ctx: Ctx, own: number[], id: number): Promise<MailMessageRow> {
  const message = await ownMessage(ctx.db, own, id);
  if (message.status !== 'draft' && message.status !== 'failed') {
    throw AppError.field('messageId', mailingMessages.notEditable);
  }
  return message;
}

async function messageByHeader(ctx: Ctx, accountId: number, header: string) {
  const [message] = await ctx.db
    .select()
    .from(mailMessages)
    .where(
      and(eq(mailMessages.mailerAccountId, accountId), eq(mailMessages.messageIdHeader, header)),
    )
    .limit(1);
  return message ?? null;
}

/**
 * Who the message goes to: `to`, else the influencer's email, else the other side of the
 * message answered (its sender, or for our own message its recipient).
 */
async function recipientOf(
  ctx: Ctx,
  input: Input,
  parent: MailMessageRow | null,
  again: MailMessageRow | null,
): Promise<Recipient> {
  const influencer = input.influencerId ? await influencerById(ctx, input.influencerId) : null;
  if (input.influencerId && !influencer)
    throw AppError.field('influencerId', 'Influencer not found');
  const fromParent =
    parent && parent.direction === 'in'
      ? { email: parent.fromEmail, name: parent.fromName }
      : (parent?.toAddresses[0] ?? again?.toAddresses[0] ?? null);
  const email = (input.to ?? influencer?.email ?? fromParent?.email ?? '').trim().toLowerCase();
  if (!email) throw AppError.field('to', mailingMessages.noRecipient);
  const [match] = influencer
    ? [influencer]
    : await ctx.db
        .select({ id: influencers.id, name: influencers.name, mediaName: influencers.mediaName })
        .from(influencers)
        .where(sql`lower(${influencers.email}) = ${email}`)
        .limit(1);
  return {
    email,
    name: match ? match.name || match.mediaName : (fromParent?.name ?? null),
    influencerId: match?.id ?? null,
  };
}

async function influencerById(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select({
      id: influencers.id,
      email: influencers.email,
      ...influencerVariableColumns,
    })
    .from(influencers)
    .where(eq(influencers.id, id));
  return row ?? null;
}

async function userName(ctx: Ctx, userId: number): Promise<string | null> {
  const [user] = await ctx.db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  const name = [user?.first, user?.last].filter(Boolean).join(' ');
  return name || null;
}

async function newThread(
  tx: Tx,
  account: MailerAccountRow,
  subject: string,
  recipient: Recipient,
  templateId: number | null,
): Promise<number> {
  const thread = await insertedRow(
    tx
      .insert(mailThreads)
      .values({
        mailerAccountId: account.id,
        subject,
        lastMessageAt: new Date(),
        fromEmail: account.email,
        templateId,
        searchText: `${subject} ${recipient.name ?? ''} ${recipient.email}`.toLowerCase(),
      })
      .returning({ id: mailThreads.id }),
  );
  return thread.id;
}
