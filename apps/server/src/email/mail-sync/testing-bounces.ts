import { randomUUID } from 'node:crypto';

// Real-shaped bounces and auto-replies for the tests, as the big mail systems write them:
// Postfix's RFC 3464 report, Gmail's report (X-Failed-Recipients, the original's headers
// only), Microsoft's non-standard "Undeliverable:" (HTML text, the original attached as
// message/rfc822), Exim's non-standard plain text (the original pasted inline), and an
// out-of-office reply.

export type Original = {
  /** The Message-ID of the email that bounced, with angle brackets. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
};

/** A message as the mailbox stores it: the lines joined with CRLF. */
const rawMail = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
const date = () => new Date().toUTCString().replace('GMT', '+0000');
const boundary = () => `=_${randomUUID()}`;

function originalHeaders(o: Original): string[] {
  return [
    `From: ${o.from}`,
    `To: ${o.to}`,
    `Subject: ${o.subject}`,
    `Message-ID: ${o.messageId}`,
    `Date: ${date()}`,
    'MIME-Version: 1.0',
  ];
}

function originalMessage(o: Original, body = 'You are invited to our campaign.'): string[] {
  return [...originalHeaders(o), 'Content-Type: text/plain; charset=utf-8', '', body];
}

/** Postfix: multipart/report; report-type=delivery-status, the whole original attached. */
export function postfixDsn(
  o: Original,
  options: { status?: string; diagnostic?: string; action?: string; padding?: number } = {},
): Buffer {
  const b = boundary();
  const status = options.status ?? '5.1.1';
  const diagnostic =
    options.diagnostic ??
    `smtp; 550 5.1.1 <${o.to}>: Recipient address rejected: User unknown in local recipient table`;
  return rawMail([
    'Return-Path: <>',
    'From: MAILER-DAEMON@mx.team.test (Mail Delivery System)',
    `To: ${o.from}`,
    'Subject: Undelivered Mail Returned to Sender',
    `Date: ${date()}`,
    `Message-ID: <${randomUUID()}@mx.team.test>`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${b}"`,
    '',
    'This is a MIME-encapsulated message.',
    '',
    `--${b}`,
    'Content-Description: Notification',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'This is the mail system at host mx.team.test.',
    '',
    "I'm sorry to have to inform you that your message could not",
    'be delivered to one or more recipients.',
    '',
    `<${o.to}>: host mx.creators.test said: ${diagnostic.replace(/^smtp; /, '')}`,
    '',
    `--${b}`,
    'Content-Description: Delivery report',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.team.test',
    `X-Postfix-Queue-ID: ${randomUUID().slice(0, 10).toUpperCase()}`,
    `Arrival-Date: ${date()}`,
    '',
    `Final-Recipient: rfc822; ${o.to}`,
    `Original-Recipient: rfc822;${o.to}`,
    `Action: ${options.action ?? 'failed'}`,
    `Status: ${status}`,
    'Remote-MTA: dns; mx.creators.test',
    `Diagnostic-Code: ${diagnostic}`,
    '',
    `--${b}`,
    'Content-Description: Undelivered Message',
    'Content-Type: message/rfc822',
    '',
    ...originalMessage(o, options.padding ? 'x'.repeat(options.padding) : undefined),
    '',
    `--${b}--`,
  ]);
}

/** Gmail: a report from mailer-daemon@googlemail.com, X-Failed-Recipients, headers only. */
export function gmailDsn(o: Original): Buffer {
  const b = boundary();
  const alt = boundary();
  return rawMail([
    'From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>',
    `To: ${o.from}`,
    `X-Failed-Recipients: ${o.to}`,
    'Subject: Delivery Status Notification (Failure)',
    `Message-ID: <${randomUUID()}@mx.google.com>`,
    `Date: ${date()}`,
    `References: ${o.messageId}`,
    `In-Reply-To: ${o.messageId}`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; boundary="${b}"; report-type=delivery-status`,
    '',
    `--${b}`,
    `Content-Type: multipart/related; boundary="${alt}"`,
    '',
    `--${alt}`,
    'Content-Type: text/html; charset="UTF-8"',
    '',
    '<html><body><h2>Address not found</h2><p>Your message wasn&#39;t delivered to ',
    `<a>${o.to}</a> because the address couldn&#39;t be found, or is unable to receive mail.</p>`,
    '<p>The response from the remote server was:</p>',
    `<p>550 5.1.1 The email account that you tried to reach does not exist.</p></body></html>`,
    '',
    `--${alt}--`,
    `--${b}`,
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; googlemail.com',
    `Received-From-MTA: dns; ${o.from}`,
    `Arrival-Date: ${date()}`,
    '',
    `Final-Recipient: rfc822; ${o.to}`,
    'Action: failed',
    'Status: 5.1.1',
    'Remote-MTA: dns; gmail-smtp-in.l.google.com. (2a00:1450:400c:c0b::1a, the server for',
    ' the domain creators.test.)',
    'Diagnostic-Code: smtp; 550-5.1.1 The email account that you tried to reach does not exist.',
    " Please try 550-5.1.1 double-checking the recipient's email address for typos or 550-5.1.1",
    ' unnecessary spaces. https://support.google.com/mail/?p=NoSuchUser a1si123 - gsmtp',
    `Last-Attempt-Date: ${date()}`,
    '',
    `--${b}`,
    'Content-Type: text/rfc822-headers; charset="UTF-8"',
    '',
    ...originalHeaders(o),
    '',
    `--${b}--`,
  ]);
}

/**
 * Microsoft (Exchange Online) in its non-standard form: multipart/mixed, the explanation in
 * HTML only, "Remote Server returned '550 5.1.10 ...'", the original attached.
 */
export function microsoftNdr(o: Original): Buffer {
  const b = boundary();
  return rawMail([
    'From: Microsoft Outlook <postmaster@outlook.com>',
    `To: ${o.from}`,
    `Subject: Undeliverable: ${o.subject}`,
    `Message-ID: <${randomUUID()}@AM0PR01MB1234.eurprd01.prod.outlook.com>`,
    `Date: ${date()}`,
    'Content-Language: en-US',
    'X-MS-Exchange-Message-Is-Ndr: ',
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${b}"`,
    '',
    `--${b}`,
    'Content-Type: text/html; charset="us-ascii"',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    '<html><body><p><b><font color=3D"#000066" size=3D"3" face=3D"Arial">Your message',
    ` to ${o.to} couldn't be delivered.</font></b></p>`,
    `<p>${o.to.split('@')[0]} wasn't found at ${o.to.split('@')[1]}.</p>`,
    '<p>Diagnostic information for administrators:</p>',
    `<p>Generating server: AM0PR01MB1234.eurprd01.prod.outlook.com<br>${o.to}<br>`,
    "Remote Server returned '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup'</p>",
    '</body></html>',
    '',
    `--${b}`,
    'Content-Type: message/rfc822',
    'Content-Disposition: attachment',
    '',
    ...originalMessage(o),
    '',
    `--${b}--`,
  ]);
}

/** Exim: plain text, X-Failed-Recipients, the original pasted inline; a soft (4.x.x) failure. */
export function eximSoftBounce(o: Original): Buffer {
  return rawMail([
    'From: Mail Delivery System <Mailer-Daemon@mail.hosting.test>',
    `To: ${o.from}`,
    'Subject: Mail delivery failed: returning message to sender',
    `Message-Id: <E1${randomUUID().slice(0, 8)}-000Abc-2Q@mail.hosting.test>`,
    `X-Failed-Recipients: ${o.to}`,
    'Auto-Submitted: auto-replied',
    `Date: ${date()}`,
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'This message was created automatically by mail delivery software.',
    '',
    'A message that you sent could not be delivered to one or more of its',
    'recipients. This is a temporary error. The following address(es) deferred:',
    '',
    `  ${o.to}`,
    '    retry timeout exceeded: 452 4.2.2 Mailbox full',
    '',
    '------ This is a copy of the message, including all the headers. ------',
    '',
    ...originalMessage(o),
  ]);
}

/** An out-of-office answer from the creator's own address, replying to the invite. */
export function outOfOffice(o: Original): Buffer {
  return rawMail([
    `From: ${o.to}`,
    `To: ${o.from}`,
    `Subject: Automatic reply: ${o.subject}`,
    `Message-ID: <${randomUUID()}@creators.test>`,
    `In-Reply-To: ${o.messageId}`,
    `References: ${o.messageId}`,
    'Auto-Submitted: auto-replied',
    'X-Autoreply: yes',
    `Date: ${date()}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'I am out of the office until Monday with limited access to email.',
  ]);
}

/** A report with a broken MIME structure: a boundary no part uses, a cut-off body. */
export function brokenReport(o: Original): Buffer {
  return rawMail([
    'From: MAILER-DAEMON@mx.team.test',
    `To: ${o.from}`,
    'Subject: Undelivered Mail Returned to Sender',
    `Message-ID: <${randomUUID()}@mx.team.test>`,
    'Content-Type: multipart/report; report-type=delivery-status; boundary="never-used"',
    '',
    '--other',
    'Content-Type: message/delivery-status',
    '',
    `Final-Recipient: rfc822; ${o.to}`,
    'Action: failed',
    'Status: 5.1.1',
    '--other',
    'Content-Type: message/rfc822',
    '',
    `Message-ID: ${o.messageId}`,
  ]);
}
