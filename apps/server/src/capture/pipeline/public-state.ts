import {
  type ApplyState,
  CaptureStep,
  type CaptureVerification,
  type ChannelType,
  type PublicSubmission,
  proofNeeds,
  SubmissionOutcome,
  SubmissionStatus,
} from '@app/contract';
import type { CampaignRow, LeadMagnetRow, LeadMagnetSubmissionRow } from '../../platform/index.ts';
import { pipelineMessages } from './steps.ts';

/**
 * Where the submission stands in the creator's terms (apply-page.ts): no team data, and a
 * check error is never shown as such (a person will look at it: `received`), except a
 * channel the platform does not have, which the creator can fix.
 */
export function applyStateOf(
  row: LeadMagnetSubmissionRow,
  leadMagnet: Pick<LeadMagnetRow, 'verification'>,
): ApplyState {
  switch (row.outcome) {
    case SubmissionOutcome.Invited:
      return 'invited';
    case SubmissionOutcome.Ad:
      return 'ad';
    case SubmissionOutcome.NoKeysLeft:
      return 'noKeysLeft';
    case SubmissionOutcome.BelowMinimum:
    case SubmissionOutcome.Blocked:
    case SubmissionOutcome.Duplicate:
      return 'received';
  }
  if (row.status === SubmissionStatus.CheckError) {
    const type = row.channelType as ChannelType | null;
    return row.checkStep === CaptureStep.Validate &&
      type !== null &&
      row.checkReason === pipelineMessages.channelNotFound(type)
      ? 'channelNotFound'
      : 'received';
  }
  if (row.nextStep !== null) return 'processing';
  // At the gate: the confirmation email went out and the lead magnet waits for a proof
  // (the channel first: the email alone never gives a key in a channel mode). Held by a fraud
  // flag, or in mode none, a person decides: 'received'.
  if (row.status === SubmissionStatus.EmailSent) {
    const needs = proofNeeds(leadMagnet.verification as CaptureVerification);
    if (needs.channel && row.channelProof === null) return 'verifyCode';
    if (needs.email && row.emailConfirmedAt === null) return 'verifyEmail';
  }
  return 'received';
}

export function toPublicSubmission(
  row: LeadMagnetSubmissionRow,
  leadMagnet: LeadMagnetRow,
  campaign: CampaignRow,
): PublicSubmission {
  const state = applyStateOf(row, leadMagnet);
  const ad = campaign.ads;
  return {
    token: row.publicToken,
    state,
    channelType: row.channelType as ChannelType | null,
    // The code to put in the description, while it is still wanted.
    verificationCode:
      proofNeeds(leadMagnet.verification as CaptureVerification).channel &&
      row.channelProof === null
        ? row.verificationCode
        : null,
    ad:
      state === 'ad'
        ? {
            title: ad.title,
            description: ad.description,
            ctaLabel: ad.ctaLabel,
            ctaUrl: ad.ctaUrl,
          }
        : null,
    message: leadMagnet.successMessage,
  };
}
