import { CaptureStep, SubmissionOutcome, SubmissionStatus } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { EmailSettlement, SettledEmail } from '../../email/index.ts';
import type { Tx } from '../../platform/index.ts';
import { pipelineMessages } from './steps.ts';

// The pipeline's emails go through the outbox, which settles them later: a channel-
// confirmation or invite email that ends in error (SMTP 550, ...) or skipped (unsubscribed)
// turns its submission into that step's check error, in the transaction that records the
// email's state. The capture area registers these listeners (its manifest, capture/index.ts).

/** Before a bounce's reason in the check error: "Bounced: 550 5.1.1 ... User unknown". */
const BOUNCED_PREFIX = 'Bounced: ';

/**
 * The submissions that `match` pairs with the settled emails (`e`, plus any `join`) get
 * `step`'s check error: the email's own error, else why it was not sent. Their outcome is
 * cleared (retry decides it again).
 */
async function recordNotSent(
  tx: Tx,
  settled: readonly SettledEmail[],
  settlement: EmailSettlement,
  step: CaptureStep,
  notSent: string,
  submissions: { join?: SQL; match: SQL },
): Promise<void> {
  if (settlement === 'delivered' || settled.length === 0) return;
  const reason = settlement === 'skipped' ? pipelineMessages.unsubscribed : notSent;
  // A bounce's error is the remote server's words, which read like a refusal at send: the
  // manager is told the email came back (the address, not the sending, needs fixing).
  const said = settlement === 'bounced' ? sql`${BOUNCED_PREFIX}::text || ` : sql``;
  const ids = `{${settled.map((e) => e.id).join(',')}}`;
  await tx.execute(sql`
    update lead_magnet_submissions s
    set status = ${SubmissionStatus.CheckError}, check_step = ${step},
      check_reason = ${said}coalesce(e.error, ${reason}),
      check_at = now(), next_step = null, outcome = null, updated_at = now()
    from emails e ${submissions.join ?? sql``}
    where e.id = any(${ids}::bigint[]) and ${submissions.match}`);
}

/**
 * A confirmation email that was not sent: the submission (named by the email's dedupe key)
 * gets the confirmationEmail check error, unless it has moved past the email meanwhile.
 */
export async function recordConfirmationOutcome(
  tx: Tx,
  settled: readonly SettledEmail[],
  settlement: EmailSettlement,
): Promise<void> {
  await recordNotSent(
    tx,
    settled,
    settlement,
    CaptureStep.ConfirmationEmail,
    pipelineMessages.confirmationNotSent,
    {
      match: sql`e.dedupe_key like 'capture-confirm:%'
        and s.id = split_part(e.dedupe_key, ':', 2)::int
        and s.status = ${SubmissionStatus.EmailSent} and s.outcome is null`,
    },
  );
}

/**
 * An invite email the pipeline sent that was not: the submission gets the invite check
 * error (retry sends the invite again).
 */
export async function recordCaptureInviteOutcome(
  tx: Tx,
  settled: readonly SettledEmail[],
  settlement: EmailSettlement,
): Promise<void> {
  await recordNotSent(tx, settled, settlement, CaptureStep.Invite, pipelineMessages.inviteNotSent, {
    join: sql`join campaign_influencers ci
      on ci.campaign_id = e.campaign_id and ci.influencer_id = e.influencer_id`,
    match: sql`s.campaign_influencer_id = ci.id
      and s.status = ${SubmissionStatus.AddedToWorkflow}
      and s.outcome = ${SubmissionOutcome.Invited}`,
  });
}
