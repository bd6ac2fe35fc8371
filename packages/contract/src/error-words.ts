// Errors in words (issue 31): a raw error the server stored (an IMAP or SMTP library's
// message, a provider's answer, an import's failure) becomes a sentence a marketer can act
// on, and the screen that fixes it. The raw text stays for Admins, behind "Details".
// Classified from the text, here, so the server and the web read it alike and rows stored
// before this existed read the same (the server keeps only the raw message).

/** Where the error happened: decides the sentence and the screen that fixes it. */
export type ErrorWhere = 'mailbox' | 'sender' | 'send' | 'provider' | 'import';

export type ErrorFamily =
  | 'not-configured'
  | 'certificate'
  | 'host-not-found'
  | 'unreachable'
  | 'timeout'
  | 'quota'
  | 'auth'
  | 'recipient-refused'
  | 'file-unreadable'
  | 'file-too-large'
  | 'bad-answer'
  | 'unknown';

/**
 * The screen with the way out: Settings > Manager Emails, the Admins' integrations screen, the
 * creator's profile (their address), the import. The web turns each into a link.
 */
export type ErrorFix = 'manager-emails' | 'integrations' | 'creator' | 'import' | null;

export type ErrorInWords = {
  family: ErrorFamily;
  /** An English source string (shown through t()), with `{{platform}}` for providers. */
  sentence: string;
  values: { platform?: string };
  fix: ErrorFix;
};

// First match wins: the order puts the specific before the general ("certificate" before a
// refused connection, "not configured" before a refused key).
const patterns: [ErrorFamily, RegExp][] = [
  ['not-configured', /not configured|not set up|is not set\b|no api key/i],
  [
    'certificate',
    /certificate|CERT_|self[- ]signed|UNABLE_TO_VERIFY|DEPTH_ZERO|wrong version number|ssl routines|tls/i,
  ],
  ['host-not-found', /ENOTFOUND|EAI_AGAIN|getaddrinfo/i],
  ['timeout', /ETIMEDOUT|ESOCKETTIMEDOUT|timed? ?out|timeout/i],
  ['quota', /quota|rate ?limit|\b429\b|too many|daily limit|userRateLimitExceeded/i],
  [
    'recipient-refused',
    /\b55[0-4]\b|recipient|user unknown|no such user|mailbox (?:unavailable|not found)|does not exist|address rejected/i,
  ],
  [
    'auth',
    /auth|credential|revoked|access denied|invalid login|\b53[45]\b|password|invalid_grant|refused the (?:token|key)|sign[- ]in|login failed|\b401\b|\b403\b|forbidden/i,
  ],
  [
    'unreachable',
    /ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|EPIPE|socket hang up|connection closed|unreachable|unavailable|\b50[0-4]\b/i,
  ],
  ['bad-answer', /answered|invalid json|without an id/i],
  ['file-too-large', /too large|too big|\b413\b|file size/i],
  [
    'file-unreadable',
    /header|column|sheet|parse|unreadable|not a (?:csv|spreadsheet|text)|format|encoding|empty file|zip/i,
  ],
];

/** The family of a raw error message, whatever the place. */
export function errorFamilyOf(raw: string): ErrorFamily {
  return patterns.find(([, pattern]) => pattern.test(raw))?.[0] ?? 'unknown';
}

/** The sentences, one per place and family; exported under this name for the strings catalogue. */
export const errorWordsMessages = {
  mailboxUnreachable:
    'The mail server did not answer, so new replies are not coming in. Check the IMAP server name and port of this mailbox.',
  mailboxHostNotFound:
    'The mail server’s name could not be found. Check the IMAP server name of this mailbox.',
  mailboxTimeout:
    'The mail server took too long to answer. Replies come in again once it answers; if this lasts, check the IMAP server and port.',
  mailboxCertificate:
    'The mail server’s security certificate was not accepted. Check the IMAP server name, or ask your email provider about its certificate.',
  mailboxAuth:
    'The mail server refused the username or password. Enter them again for this mailbox.',
  googleAuth:
    'Google no longer accepts the app’s sign-in for this address. Reconnect Google for it in Manager Emails.',
  mailboxUnknown:
    'This mailbox could not be read. Sync it again; if it keeps failing, check its settings.',
  senderUnreachable:
    'The outgoing mail server did not answer, so no email leaves from this address. Check the SMTP server name and port.',
  senderHostNotFound:
    'The outgoing mail server’s name could not be found. Check the SMTP server name of this address.',
  senderTimeout:
    'The outgoing mail server took too long to answer. Try again; if this lasts, check the SMTP server and port.',
  senderCertificate:
    'The outgoing mail server’s security certificate was not accepted. Check the SMTP server name and whether it expects a secure connection.',
  senderAuth:
    'The outgoing mail server refused the username or password. Enter them again for this address.',
  senderQuota:
    'Your email provider is limiting how many emails this address may send. Wait a while, or send from another address.',
  senderUnknown:
    'The email could not be sent from this address. Check the address’s settings and try again.',
  recipientRefused:
    'The creator’s mail server refused this address. Check the creator’s email address.',
  providerNotConfigured:
    '{{platform}} is not connected yet, so its numbers cannot be fetched. An Admin can connect it.',
  providerQuota: 'Today’s {{platform}} allowance is used up. The numbers refresh again tomorrow.',
  providerAuth:
    '{{platform}} refused the app’s key. An Admin needs to check the {{platform}} connection.',
  providerUnreachable: '{{platform}} did not answer. The numbers refresh on the next try.',
  providerBadAnswer:
    '{{platform}} answered something the app could not read. The next refresh tries again.',
  providerUnknown:
    'The numbers could not be fetched from {{platform}}. The next refresh tries again.',
  importUnreadable:
    'The file could not be read. Use the template’s columns, save it as .xlsx or .csv, and import it again.',
  importTooLarge: 'The file is too large. Split it into smaller files and import each one.',
  importUnknown:
    'The import stopped before it finished. Try it again; the rows already imported are kept.',
} as const;

const m = errorWordsMessages;

type Sentence = { sentence: string; fix: ErrorFix };

const mailFix = 'manager-emails' satisfies ErrorFix;

const mailbox: Partial<Record<ErrorFamily, string>> = {
  unreachable: m.mailboxUnreachable,
  'host-not-found': m.mailboxHostNotFound,
  timeout: m.mailboxTimeout,
  certificate: m.mailboxCertificate,
  auth: m.mailboxAuth,
};

const sender: Partial<Record<ErrorFamily, string>> = {
  unreachable: m.senderUnreachable,
  'host-not-found': m.senderHostNotFound,
  timeout: m.senderTimeout,
  certificate: m.senderCertificate,
  auth: m.senderAuth,
  quota: m.senderQuota,
};

function providerSentence(family: ErrorFamily): Sentence {
  switch (family) {
    case 'not-configured':
      return { sentence: m.providerNotConfigured, fix: 'integrations' };
    case 'auth':
      return { sentence: m.providerAuth, fix: 'integrations' };
    case 'quota':
      return { sentence: m.providerQuota, fix: null };
    case 'unreachable':
    case 'timeout':
    case 'host-not-found':
    case 'certificate':
      return { sentence: m.providerUnreachable, fix: null };
    case 'bad-answer':
      return { sentence: m.providerBadAnswer, fix: null };
    default:
      return { sentence: m.providerUnknown, fix: null };
  }
}

function sentenceFor(where: ErrorWhere, family: ErrorFamily): Sentence {
  switch (where) {
    case 'mailbox':
      return { sentence: mailbox[family] ?? m.mailboxUnknown, fix: mailFix };
    case 'sender':
      return { sentence: sender[family] ?? m.senderUnknown, fix: mailFix };
    case 'send':
      return family === 'recipient-refused'
        ? { sentence: m.recipientRefused, fix: 'creator' }
        : { sentence: sender[family] ?? m.senderUnknown, fix: mailFix };
    case 'provider':
      return providerSentence(family);
    case 'import':
      return family === 'file-too-large'
        ? { sentence: m.importTooLarge, fix: 'import' }
        : family === 'file-unreadable'
          ? { sentence: m.importUnreadable, fix: 'import' }
          : { sentence: m.importUnknown, fix: 'import' };
  }
}

const platformNames: [RegExp, string][] = [
  [/youtube/i, 'YouTube'],
  [/twitch/i, 'Twitch'],
  [/igdb/i, 'IGDB'],
  [/gmail|google/i, 'Gmail'],
];

/**
 * The sentence and way out for a raw error met at `where`. `platform` names the provider when
 * the caller knows it (a channel's type); otherwise it is read from the message.
 */
export function errorInWords(raw: string, where: ErrorWhere, platform?: string): ErrorInWords {
  const named = platform ?? platformNames.find(([pattern]) => pattern.test(raw))?.[1];
  const words = familyInWords(errorFamilyOf(raw), where, named);
  // A Gmail account has no password to enter again: Google's sign-in is what to renew.
  const mail = where === 'mailbox' || where === 'sender' || where === 'send';
  if (mail && words.family === 'auth' && named === 'Gmail')
    return { ...words, sentence: m.googleAuth };
  return words;
}

/** The words of a family known without a raw message (a provider the server says is not set up). */
export function familyInWords(
  family: ErrorFamily,
  where: ErrorWhere,
  platform?: string,
): ErrorInWords {
  const { sentence, fix } = sentenceFor(where, family);
  const values = where === 'provider' ? { platform: platform ?? 'The provider' } : {};
  return { family, sentence, fix, values };
}
