import { describe, expect, it } from 'vitest';
import { sentWhen as sentWhenIn } from './sent-when.ts';

const sentWhen = (...args: [Parameters<typeof sentWhenIn>[0], Parameters<typeof sentWhenIn>[1]]) =>
  sentWhenIn(...args, (key) => key);

const off = { sendApprovedEmails: false, sendRejectedEmails: false, sendPostSuggestions: false };
const on = { sendApprovedEmails: true, sendRejectedEmails: true, sendPostSuggestions: true };

describe('sentWhen', () => {
  it('follows the campaign settings for the emails that have one', () => {
    expect(sentWhen('approved', on)).toMatch(/^Sent when you approve/);
    expect(sentWhen('approved', off)).toMatch(/^Not sent: approval emails are turned off/);
    expect(sentWhen('rejected', on)).toMatch(/^Sent when you reject/);
    expect(sentWhen('rejected', off)).toMatch(/^Not sent: rejection emails/);
    expect(sentWhen('post_suggestion', on)).toMatch(/new upload matches/);
    expect(sentWhen('post_suggestion', off)).toMatch(/^Not sent: post suggestions/);
  });

  it('says the invite always goes out and the rest are not sent on their own', () => {
    expect(sentWhen('invite', off)).toBe('Sent when you invite creators.');
    for (const type of ['key_delivered', 'reminder', 'channel_confirmation'] as const) {
      expect(sentWhen(type, on)).toMatch(/^Not sent automatically/);
    }
  });
});
