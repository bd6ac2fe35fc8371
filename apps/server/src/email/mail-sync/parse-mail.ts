import { createHash } from 'node:crypto';
import PostalMime from 'postal-mime';
import type { StoredAddress } from '../../platform/index.ts';
import { type BounceReport, isAutoReply, readBounce } from './delivery-report.ts';
import { messageIdsIn } from './message-ids.ts';

/** What Mailings keeps of a message, whatever mailbox it came from. */
export type ParsedMail = {
  /** The Message-ID header with its angle brackets, or null when it had none. */
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  from: StoredAddress | null;
  to: StoredAddress[];
  cc: StoredAddress[];
  subject: string;
  date: Date | null;
  text: string;
  html: string | null;
  attachments: ParsedAttachment[];
  /** Sent by a machine (delivery-report.ts): a bounce, an auto-reply, or null: a person. */
  automatic: 'bounce' | 'auto_reply' | null;
  /** The bounce it is, when it is one: which message failed, for whom and why. */
  bounce: BounceReport | null;
};

export type ParsedAttachment = {
  fileName: string;
  contentType: string;
  content: Uint8Array;
  /** Content-ID, for the HTML's `cid:` images. */
  contentId?: string | null;
};

type PostalAddress = { name?: string; address?: string; group?: PostalAddress[] };

function addressesOf(list: PostalAddress[] | PostalAddress | undefined): StoredAddress[] {
  const items = list === undefined ? [] : Array.isArray(list) ? list : [list];
  const out: StoredAddress[] = [];
  for (const item of items) {
    if (item.group) out.push(...addressesOf(item.group));
    else if (item.address?.includes('@'))
      out.push({ email: item.address.trim().toLowerCase(), name: item.name?.trim() || null });
  }
  return out;
}

function validDate(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Parses a raw RFC 5322 message. Never throws: a malformed message gives what could be read
 * (at worst an empty one), so one bad message cannot stop a sync.
 */
export async function parseRawMail(raw: Uint8Array): Promise<ParsedMail> {
  // Read apart from the body parser: a bounce whose MIME the parser refuses is still one.
  const bounce = readBounce(raw);
  try {
    const mail = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
    const [messageId] = messageIdsIn(mail.messageId);
    const [inReplyTo] = messageIdsIn(mail.inReplyTo);
    const header = (name: string) => mail.headers.find((h) => h.key === name)?.value ?? null;
    return {
      bounce,
      automatic: bounce ? 'bounce' : isAutoReply(header, mail.subject ?? '') ? 'auto_reply' : null,
      messageId: messageId ?? null,
      inReplyTo: inReplyTo ?? null,
      references: messageIdsIn(mail.references),
      from: addressesOf(mail.from as PostalAddress | undefined)[0] ?? null,
      to: addressesOf(mail.to as PostalAddress[] | undefined),
      cc: addressesOf(mail.cc as PostalAddress[] | undefined),
      subject: (mail.subject ?? '').replace(/[\r\n]+/g, ' ').trim(),
      date: validDate(mail.date),
      text: mail.text ?? '',
      html: mail.html ?? null,
      attachments: (mail.attachments ?? []).map((a, i) => ({
        fileName: a.filename?.trim() || `attachment-${i + 1}`,
        contentType: a.mimeType || 'application/octet-stream',
        contentId: a.contentId ?? null,
        content:
          a.content instanceof ArrayBuffer
            ? new Uint8Array(a.content)
            : new TextEncoder().encode(String(a.content)),
      })),
    };
  } catch {
    return {
      bounce,
      automatic: bounce ? 'bounce' : null,
      messageId: null,
      inReplyTo: null,
      references: [],
      from: null,
      to: [],
      cc: [],
      subject: '',
      date: null,
      text: Buffer.from(raw.subarray(0, 20_000)).toString('latin1'),
      html: null,
      attachments: [],
    };
  }
}

/**
 * The key a message is stored under in its mailbox: its Message-ID, so the same message
 * seen again (another folder, a new UIDVALIDITY, our own sent copy) is stored once; a
 * message without one is keyed by what identifies it.
 */
export function providerKeyOf(mail: ParsedMail, fallback: string): string {
  if (mail.messageId) return mail.messageId;
  const identity = JSON.stringify([
    mail.from?.email,
    mail.to.map((a) => a.email),
    mail.date?.toISOString() ?? fallback,
    mail.subject,
  ]);
  return `sha256:${createHash('sha256').update(identity).digest('hex')}`;
}
