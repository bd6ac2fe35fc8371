import { messageIdsIn } from './message-ids.ts';

/**
 * Reads delivery status notifications (bounces) and auto-replies out of a raw message.
 *
 * A bounce is recognised when it is an RFC 3464 report (`multipart/report;
 * report-type=delivery-status`), or carries `X-Failed-Recipients` (Exim, Gmail), or comes from
 * a mailer daemon or postmaster with a bounce's subject (Microsoft's "Undeliverable:"). The
 * message it reports on is named by the Message-ID of the embedded original
 * (`message/rfc822` or `text/rfc822-headers`), else by the bounce's In-Reply-To/References,
 * else by a quoted `Message-ID:` line in the text (the original pasted inline). The reading
 * is tolerant and bounded: a broken structure gives what could be read, never an exception.
 */

export type BounceType = 'hard' | 'soft';

export type BouncedRecipient = {
  address: string | null;
  /** RFC 3463 status (5.1.1), or null when the report gave none. */
  status: string | null;
  reason: string;
  type: BounceType;
};

export type BounceReport = {
  /** Message-IDs (with angle brackets) the bounce names as the original message. */
  originalMessageIds: string[];
  recipients: BouncedRecipient[];
};

/** Only this much of a message is read: a 50 MB bounce with its original attached is cut. */
export const REPORT_READ_BYTES = 1024 * 1024;
const MAX_DEPTH = 4;
const MAX_PARTS = 50;

type Part = { headers: Map<string, string>; body: string };

function unfold(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i <= 0) continue;
    const name = line.slice(0, i).trim().toLowerCase();
    // The first occurrence wins (Received lines repeat; the rest are single).
    if (!headers.has(name)) headers.set(name, line.slice(i + 1).trim());
  }
  return headers;
}

function splitHead(text: string): Part {
  const match = /\r?\n\r?\n/.exec(text);
  if (!match) return { headers: unfold(text), body: '' };
  return {
    headers: unfold(text.slice(0, match.index)),
    body: text.slice(match.index + match[0].length),
  };
}

function param(value: string | undefined, name: string): string | null {
  if (!value) return null;
  const m = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return m ? (m[1] ?? m[2] ?? null) : null;
}

function mediaType(headers: Map<string, string>): string {
  return (headers.get('content-type') ?? 'text/plain').split(';')[0]?.trim().toLowerCase() ?? '';
}

function decodeBody(part: Part): string {
  const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') {
    return Buffer.from(part.body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64').toString('latin1');
  }
  if (encoding === 'quoted-printable') {
    return part.body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
  }
  return part.body;
}

/** Every leaf part (multipart walked, depth and count bounded), the top one included. */
function leafParts(top: Part): Part[] {
  const out: Part[] = [];
  const walk = (part: Part, depth: number) => {
    if (out.length >= MAX_PARTS) return;
    const type = mediaType(part.headers);
    const boundary = param(part.headers.get('content-type'), 'boundary');
    if (type.startsWith('multipart/') && boundary && depth < MAX_DEPTH) {
      const pieces = part.body.split(`--${boundary}`);
      // pieces[0] is the preamble; a piece starting with "--" is the closing delimiter.
      for (const piece of pieces.slice(1)) {
        if (piece.startsWith('--')) break;
        walk(splitHead(piece.replace(/^[ \t]*\r?\n/, '')), depth + 1);
      }
      return;
    }
    out.push(part);
  };
  walk(top, 0);
  return out;
}

const BOUNCE_SUBJECT =
  /^(undeliverable|undelivered mail|delivery status notification|mail delivery (failed|failure)|returned mail|failure notice|delivery (has )?failed|message not delivered|nondeliverable|undeliverable mail)/i;
const DAEMON = /^(mailer-daemon|postmaster|mail-daemon|mailerdaemon)@/i;

function addressIn(value: string | undefined): string | null {
  if (!value) return null;
  const angle = /<([^<>\s]+@[^<>\s]+)>/.exec(value);
  const bare = angle?.[1] ?? /([^\s<>;"]+@[^\s<>;"]+)/.exec(value)?.[1];
  return bare ? bare.toLowerCase() : null;
}

const STATUS = /\b([245])\.(\d{1,3})\.(\d{1,3})\b/;
const SMTP_CODE = /\b([45])\d\d\b/;

function typeOf(status: string | null, text: string): BounceType {
  const cls = status?.[0] ?? STATUS.exec(text)?.[1] ?? SMTP_CODE.exec(text)?.[1];
  return cls === '5' ? 'hard' : 'soft';
}

/** The per-recipient groups of a message/delivery-status body that report a failure. */
function statusGroups(body: string): BouncedRecipient[] {
  const groups = body.split(/\r?\n[ \t]*\r?\n/).slice(1);
  const out: BouncedRecipient[] = [];
  for (const group of groups) {
    const fields = unfold(group);
    const action = fields.get('action')?.toLowerCase() ?? null;
    const status = STATUS.exec(fields.get('status') ?? '')?.[0] ?? null;
    // 'delayed' is a warning (the message is still queued), 'delivered'/'relayed' good news.
    if (action !== null && action !== 'failed') continue;
    if (action === null && !status) continue;
    const diagnostic = fields.get('diagnostic-code')?.replace(/^[a-z-]+;\s*/i, '') ?? null;
    const address =
      addressIn(fields.get('final-recipient')?.replace(/^[a-z0-9-]+;\s*/i, '')) ??
      addressIn(fields.get('original-recipient')?.replace(/^[a-z0-9-]+;\s*/i, ''));
    out.push({
      address,
      status,
      reason: (diagnostic ?? (status ? `Status ${status}` : 'Delivery failed')).slice(0, 1000),
      type: typeOf(status, diagnostic ?? ''),
    });
  }
  return out;
}

function plainText(parts: Part[]): string {
  return parts
    .filter(
      (p) => mediaType(p.headers).startsWith('text/plain') || mediaType(p.headers) === 'text/html',
    )
    .map((p) => {
      const text = decodeBody(p);
      return mediaType(p.headers) === 'text/html'
        ? text
            .replace(/<[^>]*>/g, ' ')
            .replace(/&nbsp;/g, ' ')
            .replace(/&#39;|&apos;/g, "'")
        : text;
    })
    .join('\n');
}

/** The line of a free-text bounce that says why, for the manager to read. */
function reasonIn(text: string): string | null {
  const lines = text.split(/\r?\n/).map((l) => l.replace(/\s+/g, ' ').trim());
  const withCode = lines.find((l) => STATUS.test(l) || /\b[45]\d\d[ -]/.test(l));
  return withCode ? withCode.slice(0, 1000) : null;
}

/**
 * The bounce a raw message is, or null when it is not one (or names no original message,
 * or reports no failure). `raw` may be cut at REPORT_READ_BYTES.
 */
export function readBounce(raw: Uint8Array | string): BounceReport | null {
  try {
    const text =
      typeof raw === 'string'
        ? raw.slice(0, REPORT_READ_BYTES)
        : Buffer.from(raw.subarray(0, REPORT_READ_BYTES)).toString('latin1');
    const top = splitHead(text);
    const contentType = top.headers.get('content-type') ?? '';
    const isReport =
      mediaType(top.headers) === 'multipart/report' &&
      (param(contentType, 'report-type') ?? '').toLowerCase() === 'delivery-status';
    const failed = (top.headers.get('x-failed-recipients') ?? '')
      .split(',')
      .map((a) => addressIn(a))
      .filter((a): a is string => a !== null);
    const from = addressIn(top.headers.get('from')) ?? '';
    const subject = top.headers.get('subject') ?? '';
    const fromDaemon = DAEMON.test(from) && BOUNCE_SUBJECT.test(subject);
    if (!isReport && failed.length === 0 && !fromDaemon) return null;

    const parts = leafParts(top);
    let recipients: BouncedRecipient[] = [];
    const originalIds: string[] = [];
    let originalTo: string | null = null;
    for (const part of parts) {
      const type = mediaType(part.headers);
      if (type === 'message/delivery-status' || type === 'message/global-delivery-status') {
        recipients.push(...statusGroups(decodeBody(part)));
      } else if (
        type === 'message/rfc822' ||
        type === 'text/rfc822-headers' ||
        type === 'message/global'
      ) {
        const embedded = splitHead(decodeBody(part).replace(/^\s+/, ''));
        originalIds.push(...messageIdsIn(embedded.headers.get('message-id')));
        originalTo ??= addressIn(embedded.headers.get('to'));
      }
    }
    const explanation = plainText(parts);
    if (originalIds.length === 0) {
      originalIds.push(
        ...messageIdsIn(top.headers.get('in-reply-to')),
        ...messageIdsIn(top.headers.get('references')),
      );
    }
    if (originalIds.length === 0) {
      // The original pasted inline (Exim's "This is a copy of the message").
      for (const m of explanation.matchAll(/^[ \t>]*message-id:[ \t]*(<[^<>\s]+>)/gim)) {
        if (m[1]) originalIds.push(m[1]);
      }
    }
    if (originalIds.length === 0) return null;
    if (recipients.length === 0) {
      if (isReport) return null; // A report whose recipients all went through (or were delayed).
      const reason = reasonIn(explanation) ?? (subject.slice(0, 200) || 'Delivery failed');
      const status = STATUS.exec(reason)?.[0] ?? null;
      const type = typeOf(status, reason);
      // Who failed: X-Failed-Recipients, else the embedded original's To.
      const addresses = failed.length ? failed : [originalTo];
      recipients = addresses.map((address) => ({ address, status, reason, type }));
    }
    return { originalMessageIds: [...new Set(originalIds)].slice(0, 20), recipients };
  } catch {
    return null;
  }
}

const AUTO_SUBJECT =
  /^(auto(matic)?[ -]?(reply|response|antwort)|out of (the )?office|ooo\b|abwesenheit|r[ée]ponse automatique|absence|autosvar|risposta automatica|respuesta autom[aá]tica|automatische antwort)/i;

/**
 * Whether a message was sent by a machine in answer to another (RFC 3834 Auto-Submitted, the
 * X-Autoreply / X-Autorespond headers, Precedence: auto_reply, the usual subjects): an
 * out-of-office is not the creator answering.
 */
export function isAutoReply(
  header: (name: string) => string | null | undefined,
  subject: string,
): boolean {
  const submitted = header('auto-submitted')?.trim().toLowerCase();
  if (submitted && submitted !== 'no') return true;
  if (header('x-autoreply') || header('x-autorespond')) return true;
  if (/^\s*auto[_-]reply\s*$/i.test(header('precedence') ?? '')) return true;
  return AUTO_SUBJECT.test(subject.trim());
}

/**
 * From the headers alone (no body downloaded yet): whether a message may be a bounce, worth
 * reading even when Mailings would not keep it (bounces come from strangers: daemons).
 */
export function mayBeBounce(headers: {
  contentType: string | null;
  failedRecipients: string | null;
  from: string | null;
  subject: string | null;
}): boolean {
  if (/^\s*multipart\/report\b/i.test(headers.contentType ?? '')) return true;
  if (headers.failedRecipients?.includes('@')) return true;
  return DAEMON.test(headers.from ?? '') && BOUNCE_SUBJECT.test(headers.subject ?? '');
}
