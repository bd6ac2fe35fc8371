import type { CreateMailMessageRequest, MailMessage } from '@app/contract';

/** A creator as the pickers hold one: enough to name them and write to them. */
export type ComposerInfluencer = { id: number; mediaName: string; email: string | null };

/** How the composer opens: replying to a message, or a new message (maybe to a creator). */
export type ComposerStart =
  | {
      kind: 'reply';
      accountId: number;
      replyTo: MailMessage;
      /** The thread's creator, so a template fills in their name. */
      influencerId: number | null;
    }
  | { kind: 'new'; accountId: number | null; influencerId: number | null };

export type ComposerValues = {
  accountId: number | null;
  influencerId: number | null;
  /** An address typed by hand, when the message is not to a creator of the CRM. */
  toText: string;
  subject: string;
  body: string;
  templateId: number | null;
  attachmentIds: number[];
};

/** The messages/create body for what the composer holds. */
export function composerRequest(
  start: ComposerStart,
  values: ComposerValues,
  options: { draft: boolean; messageId: number | null },
): CreateMailMessageRequest {
  const common = {
    accountId: values.accountId ?? 0,
    subject: values.subject,
    body: values.body,
    attachmentIds: values.attachmentIds,
    draft: options.draft,
    ...(options.messageId ? { messageId: options.messageId } : {}),
    ...(values.templateId ? { templateId: values.templateId } : {}),
    ...(values.influencerId ? { influencerId: values.influencerId } : {}),
  };
  if (start.kind === 'reply') return { ...common, replyToMessageId: start.replyTo.id };
  // To a creator: the server writes to their email. Otherwise to the address typed.
  const typed = values.toText.trim();
  return values.influencerId || !typed ? common : { ...common, to: typed };
}
