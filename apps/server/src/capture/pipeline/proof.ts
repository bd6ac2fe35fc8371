import {
  CaptureStep,
  type CaptureVerification,
  proofNeeds,
  type SubmissionFlag,
  SubmissionStatus,
  submissionFlagLabel,
} from '@app/contract';
import type { LeadMagnetRow, LeadMagnetSubmissionRow } from '../../platform/index.ts';

// Issue 26, "no key without proof": what a lead magnet's proof mode asks of a submission, and
// why autoinvite waits. The rule is one function (heldBecause) that the gate, the team's
// view and the tests all read, so no path can skip it.

export const proofMessages = {
  noProofAsked: 'No proof is asked: the team approves each submission',
  channelNotProven: 'The channel is not proven yet (sign-in or description code)',
  emailNotConfirmed: 'The email address is not confirmed yet',
} as const;

type ProofRow = Pick<LeadMagnetSubmissionRow, 'channelProof' | 'emailConfirmedAt' | 'flags'>;
type ProofMode = Pick<LeadMagnetRow, 'verification' | 'autoinvite'>;

/** The proofs the mode needs that the submission lacks, as the manager reads them. */
export function missingProofs(
  mode: Pick<LeadMagnetRow, 'verification'>,
  row: Pick<ProofRow, 'channelProof' | 'emailConfirmedAt'>,
): string[] {
  const verification = mode.verification as CaptureVerification;
  if (verification === 'none') return [proofMessages.noProofAsked];
  const needs = proofNeeds(verification);
  const missing: string[] = [];
  if (needs.channel && row.channelProof === null) missing.push(proofMessages.channelNotProven);
  if (needs.email && row.emailConfirmedAt === null) missing.push(proofMessages.emailNotConfirmed);
  return missing;
}

/**
 * Why autoinvite may not give this submission a key: a proof its mode needs and it lacks,
 * and every fraud flag. Empty: the gate is open.
 */
export function holdReasons(mode: Pick<LeadMagnetRow, 'verification'>, row: ProofRow): string[] {
  return [
    ...missingProofs(mode, row),
    ...row.flags.map((f) => submissionFlagLabel[f as SubmissionFlag] ?? f),
  ];
}

/** After the confirmation email: step 4 when the lead magnet autoinvites and nothing holds it. */
export function stepAfterGate(mode: ProofMode, row: ProofRow): CaptureStep | null {
  return mode.autoinvite && holdReasons(mode, row).length === 0 ? CaptureStep.AddToCampaign : null;
}

/**
 * The team's view: why the submission waits for them. Only while autoinvite would otherwise
 * carry it on (resting after the confirmation email, undecided); empty otherwise.
 */
export function heldBecause(
  mode: ProofMode,
  row: ProofRow & Pick<LeadMagnetSubmissionRow, 'status' | 'outcome' | 'nextStep'>,
): string[] {
  const resting =
    row.status === SubmissionStatus.EmailSent && row.outcome === null && row.nextStep === null;
  return mode.autoinvite && resting ? holdReasons(mode, row) : [];
}
