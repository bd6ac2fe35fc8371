import { randomUUID } from 'node:crypto';

// Real RFC 5322 messages for the IMAP tests: what mail clients send, including the kinds
// that break naive parsers (other charsets, HTML only, attachments, broken headers).

export type TestMessage = {
  messageId: string;
  raw: Buffer;
};

type Headers = {
  from: string;
  to: string;
  subject: string;
  messageId?: string;
  inReplyTo?: string | null;
  references?: readonly string[];
  date?: Date;
  cc?: string;
};

export const newMessageId = () => `<${randomUUID()}@mail.test>`;

function headerLines(h: Headers, messageId: string): string[] {
  return [
    `From: ${h.from}`,
    `To: ${h.to}`,
    ...(h.cc ? [`Cc: ${h.cc}`] : []),
    `Subject: ${h.subject}`,
    `Date: ${(h.date ?? new Date()).toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: ${messageId}`,
    ...(h.inReplyTo ? [`In-Reply-To: ${h.inReplyTo}`] : []),
    ...(h.references && h.references.length > 0
      ? // Folded, as clients do for long reference chains.
        [`References: ${h.references.join('\r\n ')}`]
      : []),
    'MIME-Version: 1.0',
  ];
}

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

/** `h`'s header lines, then `content`: its own Content-Type lines, a blank line, the body. */
function composed(h: Headers, content: string[], encoding: BufferEncoding = 'utf8'): TestMessage {
  const messageId = h.messageId ?? newMessageId();
  return {
    messageId,
    raw: Buffer.from(crlf([...headerLines(h, messageId), ...content]), encoding),
  };
}

/** A plain UTF-8 text message. */
export function textMessage(h: Headers, body = 'Hello there.'): TestMessage {
  return composed(h, [
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    body,
  ]);
}

/** multipart/mixed: a text part and one base64 attachment. */
export function messageWithAttachment(
  h: Headers,
  attachment: { fileName: string; contentType: string; content: Buffer },
): TestMessage {
  const boundary = `b-${randomUUID()}`;
  const base64 = attachment.content.toString('base64').replace(/.{76}/g, '$&\r\n');
  return composed(h, [
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'The brief is attached.',
    `--${boundary}`,
    `Content-Type: ${attachment.contentType}; name="${attachment.fileName}"`,
    `Content-Disposition: attachment; filename="${attachment.fileName}"`,
    'Content-Transfer-Encoding: base64',
    '',
    base64,
    `--${boundary}--`,
  ]);
}

/** ISO-8859-1: an encoded-word subject ("Café") and a Latin-1 quoted-printable body. */
export function latin1Message(h: Omit<Headers, 'subject'>): TestMessage {
  return composed(
    { ...h, subject: '=?ISO-8859-1?Q?Caf=E9_cr=E8me_collab?=' },
    [
      'Content-Type: text/plain; charset=ISO-8859-1',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Voil=E0 le caf=E9 cr=E8me, tr=E8s bien.',
    ],
    'latin1',
  );
}

/** windows-1251 in 8bit: raw Cyrillic bytes ("Привет, мир") in the body and subject. */
export function cp1251Message(h: Omit<Headers, 'subject'>): TestMessage {
  const messageId = h.messageId ?? newMessageId();
  // "Привет" and "мир" in windows-1251.
  const privet = Buffer.from([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2]);
  const mir = Buffer.from([0xec, 0xe8, 0xf0]);
  const subject = `=?windows-1251?B?${privet.toString('base64')}?=`;
  const head = crlf([
    ...headerLines({ ...h, subject }, messageId),
    'Content-Type: text/plain; charset=windows-1251',
    'Content-Transfer-Encoding: 8bit',
    '',
  ]);
  return {
    messageId,
    raw: Buffer.concat([
      Buffer.from(head, 'latin1'),
      privet,
      Buffer.from(', '),
      mir,
      Buffer.from('\r\n'),
    ]),
  };
}

/** text/html only, no text part. */
export function htmlOnlyMessage(h: Headers): TestMessage {
  return composed(h, [
    'Content-Type: text/html; charset=utf-8',
    '',
    '<html><body><p>Our <b>rates</b> for the stream</p><script>alert(1)</script></body></html>',
  ]);
}

/**
 * Broken headers: an undecodable encoded word, a date that is no date, a line without a
 * colon, an unknown charset. From, To and Message-ID are readable.
 */
export function malformedMessage(h: Omit<Headers, 'subject' | 'date'>): TestMessage {
  const messageId = h.messageId ?? newMessageId();
  const raw = [
    `From: ${h.from}`,
    `To: ${h.to}`,
    'Subject: =?utf-8?B?###not-base64###?= Broken subject',
    'Date: the day before yesterday',
    `Message-ID: ${messageId}`,
    'X-Garbage this line has no colon',
    'Content-Type: text/plain; charset="x-unknown-charset',
    '',
    'Body of a broken message.',
    '',
  ].join('\r\n');
  return { messageId, raw: Buffer.from(raw, 'latin1') };
}
