import { CaptureVerification, type Submission } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startDovecot } from '../../../test/dovecot.ts';
import { uniqueEmail } from '../../../test/factories.ts';
import { syncMailbox } from '../../email/mail-sync/sync-runner.ts';
import { postfixDsn } from '../../email/mail-sync/testing-bounces.ts';
import { emails, mailboxes, mailerAccounts } from '../../platform/db/schema/index.ts';
import { secretBoxFor } from '../../platform/secret-box/secret-box.ts';
import { confirmSubmissionEmail } from './index.ts';
import {
  captureCampaign,
  confirmTokenIn,
  messagesTo,
  startCaptureSuite,
  submissionRow,
  submitAndRun,
  youtubeChannel,
} from './testing.ts';

// Issue 27, live capture: a channel-confirmation email that was accepted by the server and
// bounced later (the report arrives in the sender's mailbox, read by a real Dovecot sync)
// turns the submission waiting at "email sent" into its check error, saying it bounced; the
// manager fixes the creator's address and retries, and the new confirmation goes there.

const { platforms, smtp, t, db } = await startCaptureSuite();
const dovecot = await startDovecot();
afterAll(() => dovecot.stop());

const confirmations = (to: string) => messagesTo(smtp, to, 'Please confirm your email address');

describe('a bounced channel-confirmation email', () => {
  it('becomes the submission check error (bounced, with the reason); Retry after the address is fixed sends to the fixed one', async () => {
    // The confirm link is the proof: the submission waits at "email sent" for its click.
    const { campaign, leadMagnet, me } = await captureCampaign(t, smtp, {
      keys: 1,
      settings: { verification: CaptureVerification.Email },
    });
    const channel = youtubeChannel(platforms);
    const typed = uniqueEmail('typo');
    const row = await submitAndRun(db, t.ctx.jobs, leadMagnet, {
      email: typed,
      channelUrl: channel.url,
    });
    expect(row).toMatchObject({ status: 'email sent', checkStep: null });
    const [sent] = await db
      .select()
      .from(emails)
      .where(eq(emails.dedupeKey, `capture-confirm:${row.id}:0`));
    if (!sent?.messageId || sent.mailerAccountId === null) throw new Error('no confirmation');
    expect(sent).toMatchObject({ state: 'delivered', toEmail: typed });

    // The sender's mailbox, synced from Dovecot, receives the bounce a minute later.
    await db
      .update(mailerAccounts)
      .set({
        imapHost: dovecot.host,
        imapPort: dovecot.port,
        imapSecure: false,
        imapUsername: dovecot.user,
        imapPasswordSealed: secretBoxFor(t.config).seal(dovecot.password),
      })
      .where(eq(mailerAccounts.id, sent.mailerAccountId));
    await db.insert(mailboxes).values({ mailerAccountId: sent.mailerAccountId });
    await dovecot.append('INBOX', [
      postfixDsn({
        messageId: sent.messageId,
        from: sent.fromEmail,
        to: typed,
        subject: sent.subject,
      }),
    ]);
    const ctx = { db, storage: t.ctx.storage, config: t.config, jobs: t.ctx.jobs };
    expect(await syncMailbox(ctx, sent.mailerAccountId)).toMatchObject({ ran: true, ok: true });

    // What the manager sees on the submissions list: the check error says it bounced, and why.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/lead-magnet/campaign/${campaign.id}/submissions`,
      headers: me.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const shown = list.json<{ items: Submission[] }>().items.find((s) => s.id === row.id);
    expect(shown?.status).toBe('check error');
    expect(shown?.checkError).toMatchObject({
      step: 'confirmationEmail',
      message: 'Error while sending the channel-confirmation email',
    });
    expect(shown?.checkError?.reason).toMatch(/^Bounced: /);
    expect(shown?.checkError?.reason).toContain('550 5.1.1');
    expect(shown?.checkError?.reason).toContain('User unknown');

    // The manager fixes the creator's address in the CRM, then retries.
    const fixed = uniqueEmail('fixed');
    if (row.influencerId === null) throw new Error('not mapped');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/influencer/${row.influencerId}`,
      headers: me.headers,
      payload: { email: fixed },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/lead-magnet/campaign/${campaign.id}/submissions/${row.id}/retry`,
      headers: me.headers,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<Submission>()).toMatchObject({ status: 'email sent', checkError: null });
    expect(confirmations(typed)).toHaveLength(1);
    const [again] = confirmations(fixed);
    expect(again).toBeDefined();
    const [second] = await db
      .select({ toEmail: emails.toEmail, state: emails.state })
      .from(emails)
      .where(eq(emails.dedupeKey, `capture-confirm:${row.id}:1`));
    expect(second).toEqual({ toEmail: fixed, state: 'delivered' });

    // Its link proves the fixed address: the pipeline goes on to the invite.
    const token = confirmTokenIn(again?.html ?? '');
    if (!token) throw new Error('no confirm link');
    expect(await confirmSubmissionEmail(t.ctx, token)).not.toBeNull();
    expect(await submissionRow(db, row.id)).toMatchObject({
      status: 'added to workflow',
      outcome: 'invited',
    });
  });
});
