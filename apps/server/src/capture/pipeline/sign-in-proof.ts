import {
  type ApplySignInResult,
  CaptureStep,
  type CaptureVerification,
  ChannelProof,
  type ChannelSignIn,
  proofNeeds,
  SubmissionStatus,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { OwnedChannel } from '../../crm/index.ts';
import type {
  AppContext,
  LeadMagnetRow,
  LeadMagnetSubmissionRow,
  Tx,
} from '../../platform/index.ts';
import { channels, transaction, withUniqueCheck } from '../../platform/index.ts';
import { channelIdentityOf } from '../channel-key.ts';
import { recordProof, restartFrom } from './actions.ts';
import { captureContext, lockSubmission } from './steps.ts';

// A channel proven by its owner's sign-in (issue 26). The submission's channel becomes the
// proven one whatever URL was typed: the same channel is proven in place; another channel of
// the account replaces the typed one and the check runs again on it (figures, minimum,
// blocklist, fraud flags), so a key can only ever follow the channel that signed in.

const proofOf: Record<ChannelSignIn, ChannelProof> = {
  google: ChannelProof.Google,
  twitch: ChannelProof.Twitch,
};

/**
 * Whether a sign-in can still prove this submission's channel: its lead magnet asks for
 * channel proof, the channel is not proven yet, and nothing was decided (invited, shown the
 * ad, below the minimum).
 */
export function awaitsChannelProof(
  row: Pick<LeadMagnetSubmissionRow, 'channelProof' | 'outcome'>,
  leadMagnet: Pick<LeadMagnetRow, 'verification'>,
): boolean {
  return (
    proofNeeds(leadMagnet.verification as CaptureVerification).channel &&
    row.channelProof === null &&
    row.outcome === null
  );
}

class ChannelTaken extends Error {}

async function externalIdOf(tx: Tx, channelId: number | null): Promise<string | null> {
  if (channelId === null) return null;
  const [mapped] = await tx
    .select({ externalId: channels.externalId })
    .from(channels)
    .where(eq(channels.id, channelId));
  return mapped?.externalId ?? null;
}

/**
 * Records what the sign-in proved on the submission and says how it ended: the submission's
 * own channel when the account holds it, else the account's first channel in its place.
 * Nothing is written when the submission no longer awaits proof, is mid-step (its check runs
 * now: the creator tries again in a moment), or the account's channel already applied to
 * the campaign.
 */
export async function proveChannelBySignIn(
  ctx: AppContext,
  submissionId: number,
  provider: ChannelSignIn,
  owned: OwnedChannel[],
): Promise<ApplySignInResult> {
  const [first] = owned;
  if (!first) return 'noChannel';
  const proof = { channel: proofOf[provider] };
  try {
    return await transaction(ctx.db, async (tx): Promise<ApplySignInResult> => {
      const locked = await lockSubmission(tx, submissionId);
      const context = locked && (await captureContext(tx, locked));
      if (!locked || !context || locked.nextStep !== null) return 'failed';
      if (!awaitsChannelProof(locked, context.leadMagnet)) return 'failed';
      const mapped = await externalIdOf(tx, locked.channelId);
      if (owned.some((channel) => channel.externalId === mapped)) {
        await recordProof(tx, ctx.jobs, locked, context.leadMagnet, proof);
        return 'proven';
      }
      const identity = channelIdentityOf(first.url);
      if (!identity) return 'noChannel';
      // Another submission of the campaign holds that channel: its unique index answers.
      await withUniqueCheck(
        'lead_magnet_submissions_campaign_channel_key_unique',
        () => new ChannelTaken(),
        () =>
          restartFrom(
            tx,
            ctx.jobs,
            locked.id,
            {
              channelUrl: identity.url,
              channelType: identity.type,
              channelKey: identity.key,
              channelId: null,
              influencerId: null,
              status: SubmissionStatus.NotMapped,
              flags: [],
              channelProof: proof.channel,
              channelProvenAt: new Date(),
            },
            CaptureStep.Validate,
            null,
          ),
      );
      return 'proven';
    });
  } catch (error) {
    if (error instanceof ChannelTaken) return 'taken';
    throw error;
  }
}
