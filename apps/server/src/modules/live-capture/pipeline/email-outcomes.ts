import { CaptureStep, EmailTemplateType, SubmissionOutcome, SubmissionStatus } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/open-database.ts';
import {
  type EmailSettlement,
  onEmailSettled,
  type SettledEmail,
} from '../../email-delivery/settled.ts';
import { pipelineMessages } from './steps.ts';

// The pipeline's emails go through the outbox, which settles them later: a channel-
// confirmation or invite email that ends in error (SMTP 550, ...) or skipped (unsubscribed)
// turns its submission into that step's check error, in the transaction that records the
// email's state. Loaded by jobs/registry.ts, as every module that follows its emails.

const idsParam = (settled: readonly SettledEmail[]) =>
  sql`${`{${settled.map((e) => e.id).join(',')}}`}::bigint[]`;

/** Why an email without a recorded error was not sent. */
const fallback = (settlement: EmailSettlement, notSent: string) =>
  settlement === 'skipped' ? pipelineMessages.unsubscribed : notSent;

/**
 * A confirmation email that was not sent: the submission (named by the email's dedupe key)
 * gets the confirmationEmail check error, unless it has moved past the email meanwhile.
 */
export async function recordConfirmationOutcome(
  tx: Tx,
  settled: readonly SettledEmail[],
  settlement: EmailSettlement,
): Promise<void> {
  if (settlement === 'delivered' || settled.length === 0) return;
  await tx.execute(sql`
    update lead_magnet_submissions s
    set status = ${SubmissionStatus.CheckError}, check_step = ${CaptureStep.ConfirmationEmail},
      check_reason = coalesce(e.error, ${fallback(settlement, pipelineMessages.confirmationNotSent)}),
      check_at = now(), next_step = null, updated_at = now()
    from emails e
    where e.id = any(${idsParam(settled)}) and e.dedupe_key like 'capture-confirm:%'
      and s.id = split_part(e.dedupe_key, ':', 2)::int
      and s.status = ${SubmissionStatus.EmailSent} and s.outcome is null`);
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
  if (settlement === 'delivered' || settled.length === 0) return;
  await tx.execute(sql`
    update lead_magnet_submissions s
    set status = ${SubmissionStatus.CheckError}, check_step = ${CaptureStep.Invite},
      check_reason = coalesce(e.error, ${fallback(settlement, pipelineMessages.inviteNotSent)}),
      check_at = now(), next_step = null, outcome = null, updated_at = now()
    from emails e
    join campaign_influencers ci
      on ci.campaign_id = e.campaign_id and ci.influencer_id = e.influencer_id
    where e.id = any(${idsParam(settled)}) and s.campaign_influencer_id = ci.id
      and s.status = ${SubmissionStatus.AddedToWorkflow}
      and s.outcome = ${SubmissionOutcome.Invited}`);
}

onEmailSettled(EmailTemplateType.ChannelConfirmation, recordConfirmationOutcome);
onEmailSettled(EmailTemplateType.Invite, recordCaptureInviteOutcome);
