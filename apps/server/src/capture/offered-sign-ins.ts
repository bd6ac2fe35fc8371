import {
  type CaptureVerification,
  type ChannelSignIn,
  channelSignIn,
  proofNeeds,
} from '@app/contract';
import { channelSignInConfigured } from '../crm/index.ts';

/**
 * The sign-ins the apply page offers to prove a channel: those this installation holds a
 * client for (Google: GOOGLE_CLIENT_ID/SECRET, Twitch: TWITCH_CLIENT_ID/SECRET), and only
 * where the lead magnet's mode asks for the channel.
 */
export function offeredSignIns(
  config: Parameters<typeof channelSignInConfigured>[0],
  verification: string,
): ChannelSignIn[] {
  if (!proofNeeds(verification as CaptureVerification).channel) return [];
  return channelSignIn.options.filter((provider) => channelSignInConfigured(config, provider));
}
