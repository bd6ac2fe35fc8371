import type { FetchMessageObject, MessageAddressObject } from 'imapflow';
import { messageIdsIn } from '../message-ids.ts';
import type { MailEnvelope } from '../store-mail.ts';

const addresses = (list: MessageAddressObject[] | undefined): string[] =>
  (list ?? []).map((a) => a.address?.trim().toLowerCase() ?? '').filter((a) => a.includes('@'));

/** One header's value from a raw header block (folded lines joined). */
export function headerValue(block: Buffer | undefined, name: string): string | null {
  if (!block) return null;
  const unfolded = block.toString('latin1').replace(/\r?\n[ \t]+/g, ' ');
  const prefix = `${name.toLowerCase()}:`;
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(prefix));
  return line ? line.slice(prefix.length).trim() : null;
}

/**
 * What decides whether a message is kept, from a FETCH of ENVELOPE and the References and
 * In-Reply-To headers (ENVELOPE has no References): no body is downloaded for the many
 * messages that are not kept.
 */
export function envelopeOfFetched(message: FetchMessageObject): MailEnvelope {
  const envelope = message.envelope ?? {};
  const [messageId] = messageIdsIn(envelope.messageId);
  const [inReplyTo] = messageIdsIn(
    envelope.inReplyTo ?? headerValue(message.headers, 'in-reply-to'),
  );
  return {
    from: addresses(envelope.from)[0] ?? null,
    to: addresses(envelope.to),
    cc: addresses(envelope.cc),
    messageId: messageId ?? null,
    inReplyTo: inReplyTo ?? null,
    references: messageIdsIn(headerValue(message.headers, 'references')),
  };
}
