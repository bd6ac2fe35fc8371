import type { ChannelSignIn } from '@app/contract';

// The words of a creator's channel sign-in (issue 26), the same on the apply page and the
// invite page.

/** The button that proves the channel by its owner's sign-in. */
export const signInLabel: Record<ChannelSignIn, string> = {
  google: 'Sign in with Google (YouTube)',
  twitch: 'Sign in with Twitch',
};

/** How a sign-in ended, as the page says it: the tone of its alert line, and the words. */
export type SignInResultLine = { tone: 'success' | 'warning' | 'error'; text: string };

/** What the sign-in lets the site see, said before the creator goes. */
export const signInNote =
  'We only read which channel the account owns. Nothing is posted, and we keep no access to your account.';

/** The providers a page may be told about (the contract's channelSignIn, without zod). */
export const channelSignIns = ['google', 'twitch'] as const satisfies readonly ChannelSignIn[];
