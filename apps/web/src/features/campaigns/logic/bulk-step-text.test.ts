// @vitest-environment node
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WorkflowPreview } from '@app/contract';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../../app/i18n/catalogue.ts';
import { catalogueI18n } from '../../../app/i18n/catalogue-i18n.ts';
import { formatDeal } from '../../../format/money.ts';
import { emailNote, payNotices, stepNotices, stepTitle } from './bulk-step-text.ts';

// Through i18next with the English catalogue the app ships (built from the source), so the
// plural forms are the ones users read.
let t: TFunction;
beforeAll(async () => {
  const src = join(fileURLToPath(new URL('.', import.meta.url)), '../../..');
  t = catalogueI18n(buildCatalogue(src)).t;
});

const preview = (over: Partial<WorkflowPreview>): WorkflowPreview => ({
  action: 'invite',
  asked: 1,
  moving: 1,
  refused: [],
  rejected: 0,
  email: null,
  emailOff: false,
  payment: null,
  ...over,
});
const sender = { email: 'anna@studio.com', name: 'Anna', signInFailed: false };

/**
 * A preview of a step that emails `moving` creators: Anna sends an invite, and the counts
 * not named in `email` are zero.
 */
const emailing = (
  moving: number,
  email: Partial<NonNullable<WorkflowPreview['email']>>,
  over: Partial<WorkflowPreview> = {},
) =>
  preview({
    moving,
    ...over,
    email: {
      type: 'invite',
      sender,
      sending: 0,
      noAddress: 0,
      unsubscribed: 0,
      bounced: 0,
      ...email,
    },
  });
const texts = (p: WorkflowPreview, step: Parameters<typeof stepNotices>[0] = 'invite') =>
  stepNotices(step, p, t).map((n) => `${n.severity}: ${n.text}`);

describe('bulk step titles', () => {
  it('say one creator, or many', () => {
    expect(stepTitle('invite', 1, t)).toBe('Invite 1 creator');
    expect(stepTitle('invite', 37, t)).toBe('Invite 37 creators');
    expect(stepTitle('approve', 3, t)).toBe('Approve 3 creators');
    expect(stepTitle('shortlist', 1, t)).toBe('Shortlist 1 creator');
    expect(stepTitle('pay', 1, t)).toBe('Mark 1 creator as paid');
    expect(stepTitle('pay', 2, t)).toBe('Mark 2 creators as paid');
    expect(stepTitle('remove', 1, t)).toBe('Remove 1 creator');
  });
});

describe('what a bulk step will do', () => {
  it('counts the emails, their sender and who is invited without one', () => {
    const invite = emailing(37, { sending: 35, noAddress: 2 }, { asked: 37 });
    expect(texts(invite)).toEqual([
      'info: 35 emails from anna@studio.com',
      'info: 2 have no email and will be invited without one',
    ]);
    const one = emailing(2, { sending: 1, noAddress: 1 });
    expect(texts(one)).toEqual([
      'info: 1 email from anna@studio.com',
      'info: 1 has no email and will be invited without one',
    ]);
  });

  it('warns when no account can send or the sender cannot sign in', () => {
    const none = emailing(4, { sender: null, noAddress: 1 });
    expect(texts(none)[0]).toBe(
      'warning: No sender account can send for this campaign: 3 emails will fail. Connect one in Settings > Manager Emails.',
    );
    const failing = emailing(1, {
      type: 'approved',
      sender: { ...sender, signInFailed: true },
      sending: 1,
    });
    expect(texts(failing, 'approve')).toEqual([
      'info: 1 email from anna@studio.com',
      'warning: anna@studio.com cannot sign in to its mail server: its emails fail until it is fixed in Settings > Manager Emails',
    ]);
  });

  it('says when the campaign sends no email, who unsubscribed, who is skipped', () => {
    const shortlist = preview({
      action: 'approve',
      asked: 5,
      moving: 3,
      emailOff: true,
      refused: [{ message: 'Cannot approve an influencer who is Rejected', count: 2 }],
    });
    expect(texts(shortlist, 'shortlist')).toEqual([
      'info: No email: approval emails are turned off in Settings > Emails.',
      'warning: 2 skipped: Cannot approve an influencer who is Rejected',
    ]);
    const reject = emailing(
      2,
      { type: 'rejected', noAddress: 1, unsubscribed: 1 },
      { action: 'reject' },
    );
    expect(texts(reject, 'reject')).toEqual([
      'info: 1 has no email and will be rejected without one',
      'info: 1 unsubscribed from emails and will get none',
    ]);
  });

  it('says how many creators are skipped because their address bounced', () => {
    const invite = emailing(5, { sending: 2, bounced: 3 });
    expect(texts(invite)).toEqual([
      'info: 2 emails from anna@studio.com',
      'warning: 3 creators skipped: address bounced',
    ]);
    const noSender = emailing(2, { sender: null, bounced: 1 });
    expect(texts(noSender)).toEqual([
      'warning: No sender account can send for this campaign: 1 email will fail. Connect one in Settings > Manager Emails.',
      'warning: 1 creator skipped: address bounced',
    ]);
  });

  it('says when no one can take the step', () => {
    const stuck = preview({
      moving: 0,
      refused: [{ message: 'Cannot invite an influencer who is Invited', count: 1 }],
    });
    expect(texts(stuck)).toEqual([
      'error: None of the selected creators can take this step now',
      'warning: 1 skipped: Cannot invite an influencer who is Invited',
    ]);
  });
});

describe('what pay without an amount pays', () => {
  it('names the agreed deal of one creator, the total of many, and who has none', () => {
    expect(
      payNotices({ agreed: 1, campaignDeal: 0, noDeal: 0, total: 750 }, t, formatDeal),
    ).toEqual({ amount: '$750', notices: [] });
    const many = payNotices({ agreed: 2, campaignDeal: 1, noDeal: 1, total: 1750 }, t, formatDeal);
    expect(many.amount).toBe('$1,750 in total');
    expect(many.notices.map((n) => n.text)).toEqual([
      '1 has no deal of their own and gets the campaign deal',
      '1 has no deal and is skipped unless you enter another amount',
    ]);
    expect(
      payNotices({ agreed: 0, campaignDeal: 0, noDeal: 2, total: 0 }, t, formatDeal).amount,
    ).toBeNull();
  });
});

describe('the toast note from the per-id answer', () => {
  it('counts the creators who got no email, and the emails that cannot go', () => {
    expect(
      emailNote(
        [
          { id: 1, ok: true, email: 'queued' },
          { id: 2, ok: true, email: 'no_address' },
          { id: 3, ok: true, email: 'unsubscribed' },
          { id: 4, ok: false, message: 'Influencer is not in current campaign' },
        ],
        t,
      ),
    ).toBe('2 without an email');
    expect(emailNote([{ id: 1, ok: true, email: 'no_sender' }], t)).toBe(
      '1 email not sent: no sender account',
    );
    expect(emailNote([{ id: 1, ok: true }], t)).toBe('');
  });
});
