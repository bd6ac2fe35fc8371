import { describe, expect, it } from 'vitest';
import { isAutoReply, readBounce } from './delivery-report.ts';
// The recorded report shapes, each a function of the original message.
import * as reports from './testing-bounces.ts';

// The reading of bounces and auto-replies alone; bounces.test.ts has them synced from Dovecot.

const o: reports.Original = {
  messageId: '<email-1.abcdef01@team.test>',
  from: 'team@team.test',
  to: 'dead@creators.test',
  subject: 'You are invited',
};

describe('delivery reports', () => {
  it('reads a 50 MB bounce from its head, and nothing from a broken or foreign report', () => {
    const huge = reports.postfixDsn(o, { padding: 50 * 1024 * 1024 });
    const started = Date.now();
    expect(readBounce(huge)).toEqual({
      originalMessageIds: [o.messageId],
      recipients: [
        {
          address: 'dead@creators.test',
          status: '5.1.1',
          type: 'hard',
          reason: expect.stringContaining('550 5.1.1 <dead@creators.test>'),
        },
      ],
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(readBounce(reports.brokenReport(o))).toBeNull();
    // A delay warning is no bounce.
    expect(readBounce(reports.postfixDsn(o, { action: 'delayed', status: '4.4.1' }))).toBeNull();
    // A person's mail, and garbage.
    expect(readBounce(reports.outOfOffice(o))).toBeNull();
    expect(readBounce(Buffer.from('\u0000\u0001not a message at all'))).toBeNull();
  });

  it('reads each shape: the original Message-ID, the recipient, hard or soft, and the reason', () => {
    const shapes = [
      [reports.postfixDsn(o), 'hard', '5.1.1', 'User unknown in local recipient table'],
      [
        reports.gmailDsn(o),
        'hard',
        '5.1.1',
        'The email account that you tried to reach does not exist',
      ],
      [reports.microsoftNdr(o), 'hard', '5.1.10', 'RESOLVER.ADR.RecipientNotFound'],
      [reports.eximSoftBounce(o), 'soft', '4.2.2', '452 4.2.2 Mailbox full'],
    ] as const;
    for (const [raw, type, status, words] of shapes) {
      const report = readBounce(raw);
      expect(report?.originalMessageIds).toEqual([o.messageId]);
      expect(report?.recipients).toHaveLength(1);
      expect(report?.recipients[0]).toMatchObject({ address: o.to, type, status });
      expect(report?.recipients[0]?.reason).toContain(words);
    }
  });

  it('tells an auto-reply by its headers or its subject, and a person by neither', () => {
    const none = () => null;
    expect(isAutoReply((h) => (h === 'auto-submitted' ? 'auto-replied' : null), 'Hi')).toBe(true);
    expect(isAutoReply((h) => (h === 'auto-submitted' ? 'no' : null), 'Hi')).toBe(false);
    expect(isAutoReply((h) => (h === 'x-autoreply' ? 'yes' : null), 'Hi')).toBe(true);
    expect(isAutoReply((h) => (h === 'x-autorespond' ? 'x' : null), 'Hi')).toBe(true);
    expect(isAutoReply((h) => (h === 'precedence' ? 'auto_reply' : null), 'Hi')).toBe(true);
    expect(isAutoReply(none, 'Out of Office: back Monday')).toBe(true);
    expect(isAutoReply(none, 'Automatic reply: You are invited')).toBe(true);
    expect(isAutoReply(none, 'Re: You are invited')).toBe(false);
    expect(isAutoReply(none, 'About the office party')).toBe(false);
  });
});
