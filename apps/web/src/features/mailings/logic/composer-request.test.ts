import { describe, expect, it } from 'vitest';
import { mailMessage } from '../../../testing/mailing-fixtures.ts';
import { type ComposerValues, composerRequest } from './composer-request.ts';
import { replySubject } from './reply-subject.ts';

const values: ComposerValues = {
  accountId: 3,
  influencerId: null,
  toText: ' someone@example.test ',
  subject: 'Hello',
  body: '<p>Hi</p>',
  templateId: null,
  attachmentIds: [],
};

describe('composerRequest', () => {
  it('writes a new message to the typed address', () => {
    const start = { kind: 'new', accountId: 3, influencerId: null } as const;
    expect(composerRequest(start, values, { draft: false, messageId: null })).toEqual({
      accountId: 3,
      to: 'someone@example.test',
      subject: 'Hello',
      body: '<p>Hi</p>',
      attachmentIds: [],
      draft: false,
    });
  });

  it('writes to a creator by id (the server uses their email) and remembers the template', () => {
    const start = { kind: 'new', accountId: 3, influencerId: 7 } as const;
    const request = composerRequest(
      start,
      { ...values, influencerId: 7, templateId: 5, attachmentIds: [1, 2] },
      { draft: true, messageId: 40 },
    );
    expect(request).toEqual({
      accountId: 3,
      influencerId: 7,
      templateId: 5,
      messageId: 40,
      subject: 'Hello',
      body: '<p>Hi</p>',
      attachmentIds: [1, 2],
      draft: true,
    });
  });

  it('replies to the message, without a recipient of its own', () => {
    const start = {
      kind: 'reply',
      accountId: 3,
      replyTo: mailMessage({ id: 301 }),
      influencerId: 7,
    } as const;
    const request = composerRequest(
      start,
      { ...values, influencerId: 7 },
      { draft: false, messageId: null },
    );
    expect(request).toMatchObject({ replyToMessageId: 301, influencerId: 7 });
    expect(request).not.toHaveProperty('to');
  });
});

describe('replySubject', () => {
  it('adds "Re:" once', () => {
    expect(replySubject('Keys')).toBe('Re: Keys');
    expect(replySubject('RE: Keys')).toBe('RE: Keys');
  });
});
