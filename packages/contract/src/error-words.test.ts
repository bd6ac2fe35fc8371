import { describe, expect, it } from 'vitest';
import {
  type ErrorFix,
  type ErrorWhere,
  errorInWords,
  errorWordsMessages as m,
} from './error-words.ts';

// One case per error family, each with a raw message as the libraries and providers write it
// (imapflow and nodemailer wrap Node's socket errors; the provider clients' own messages).
type Case = [raw: string, where: ErrorWhere, sentence: string, fix: ErrorFix, platform?: string];

const mail: Record<string, Case[]> = {
  'a refused connection': [
    ['connect ECONNREFUSED 127.0.0.1:993', 'mailbox', m.mailboxUnreachable, 'manager-emails'],
    ['connect ECONNREFUSED 127.0.0.1:587', 'sender', m.senderUnreachable, 'manager-emails'],
    ['Connection closed unexpectedly', 'mailbox', m.mailboxUnreachable, 'manager-emails'],
  ],
  'an unknown host': [
    ['getaddrinfo ENOTFOUND imap.exmaple.com', 'mailbox', m.mailboxHostNotFound, 'manager-emails'],
    ['getaddrinfo EAI_AGAIN smtp.studio.test', 'sender', m.senderHostNotFound, 'manager-emails'],
  ],
  'a timeout': [
    ['connect ETIMEDOUT 10.1.2.3:993', 'mailbox', m.mailboxTimeout, 'manager-emails'],
    ['Connection timeout', 'sender', m.senderTimeout, 'manager-emails'],
  ],
  'a certificate': [
    [
      'self-signed certificate in certificate chain',
      'mailbox',
      m.mailboxCertificate,
      'manager-emails',
    ],
    ['unable to verify the first certificate', 'sender', m.senderCertificate, 'manager-emails'],
    [
      '80B8:error:0A00010B:SSL routines:ssl3_get_record:wrong version number',
      'sender',
      m.senderCertificate,
      'manager-emails',
    ],
  ],
  'a refused sign-in': [
    ['Authentication failed.', 'mailbox', m.mailboxAuth, 'manager-emails'],
    [
      'Invalid login: 535 5.7.8 Username and Password not accepted',
      'sender',
      m.senderAuth,
      'manager-emails',
    ],
    [
      'Authentication failed. Invalid credentials (Failure)',
      'mailbox',
      m.mailboxAuth,
      'manager-emails',
    ],
    ['Google revoked access to this mailbox.', 'mailbox', m.googleAuth, 'manager-emails'],
    [
      'Gmail: invalid_grant (Token has been expired or revoked.)',
      'sender',
      m.googleAuth,
      'manager-emails',
    ],
  ],
  'a sending limit': [
    ['421 4.7.0 Daily sending quota exceeded', 'sender', m.senderQuota, 'manager-emails'],
  ],
  'a refused recipient': [
    [
      '550 5.1.1 <nobody@creator.test>: Recipient address rejected: User unknown',
      'send',
      m.recipientRefused,
      'creator',
    ],
  ],
  'anything else': [
    ['Unexpected IMAP response', 'mailbox', m.mailboxUnknown, 'manager-emails'],
    ['Message failed', 'send', m.senderUnknown, 'manager-emails'],
  ],
};

const providers: Record<string, Case[]> = {
  'not configured': [
    [
      'YouTube API key is not configured',
      'provider',
      m.providerNotConfigured,
      'integrations',
      'YouTube',
    ],
    [
      'Twitch client id and secret are not configured',
      'provider',
      m.providerNotConfigured,
      'integrations',
      'Twitch',
    ],
  ],
  'a quota': [
    [
      'YouTube API daily quota exhausted; try again tomorrow',
      'provider',
      m.providerQuota,
      null,
      'YouTube',
    ],
  ],
  'a refused key': [
    ['Twitch API refused the token', 'provider', m.providerAuth, 'integrations', 'Twitch'],
  ],
  'a provider down': [
    ['Twitch API is unavailable (503)', 'provider', m.providerUnreachable, null, 'Twitch'],
    ['IGDB API is unreachable: fetch failed', 'provider', m.providerUnreachable, null, 'IGDB'],
  ],
  'an unreadable answer': [
    ['YouTube API answered something unreadable', 'provider', m.providerBadAnswer, null, 'YouTube'],
  ],
};

const imports: Record<string, Case[]> = {
  'an unreadable file': [
    ['Row 1: the header row has no "platform" column', 'import', m.importUnreadable, 'import'],
  ],
  'a file too large': [['File too large (413)', 'import', m.importTooLarge, 'import']],
  'a stopped import': [['The worker stopped', 'import', m.importUnknown, 'import']],
};

describe.each([
  ['mail servers', mail],
  ['providers', providers],
  ['imports', imports],
])('errors in words: %s', (_, families) => {
  it.each(Object.entries(families))('%s', (_family, cases) => {
    for (const [raw, where, sentence, fix, platform] of cases) {
      const words = errorInWords(raw, where);
      expect({ raw, sentence: words.sentence, fix: words.fix }).toEqual({ raw, sentence, fix });
      if (platform) expect(words.values.platform).toBe(platform);
      // Nothing of the raw text reaches the sentence.
      expect(words.sentence).not.toContain(raw);
    }
  });
});

it('names the provider the caller knows, and a provider when nothing names it', () => {
  expect(errorInWords('API key is not configured', 'provider', 'YouTube').values).toEqual({
    platform: 'YouTube',
  });
  expect(errorInWords('key is not configured', 'provider').values.platform).toBe('The provider');
});
