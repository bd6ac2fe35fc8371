import {
  type ApplyState,
  CaptureStep,
  CaptureVerification,
  type ChannelType,
  type PublicSubmission,
  SubmissionOutcome,
  SubmissionStatus,
} from '@app/contract';
import type {
  CampaignRow,
  LeadMagnetRow,
  LeadMagnetSubmissionRow,
} from '../../../db/schema/index.ts';
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
  // At the gate: the confirmation email went out and the campaign waits for the proof.
  if (row.status === SubmissionStatus.EmailSent && row.verifiedBy === null) {
    if (leadMagnet.verification === CaptureVerification.Email) return 'verifyEmail';
    if (leadMagnet.verification === CaptureVerification.ChannelCode) return 'verifyCode';
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
      leadMagnet.verification === CaptureVerification.ChannelCode && row.verifiedBy === null
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
