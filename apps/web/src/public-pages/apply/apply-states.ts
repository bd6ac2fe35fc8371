import type { ApplySignInResult, PublicSubmission } from '@app/contract';
import type { SignInResultLine } from '../channel-sign-in.ts';

// What the creator reads for each state of their submission (apply-page.ts renders it).

export type StateText = {
  head: string;
  text: string;
  /** A polite status (no alarm) or a success. */
  tone: 'success' | 'info' | 'warning';
};

/** How long the page polls a submission that is being processed, and how often. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_LIMIT_MS = 60_000;

export const stillProcessing: StateText = {
  head: 'We are still checking your channel',
  text: 'This is taking longer than usual. We will email you as soon as it is done: you can close this page.',
  tone: 'info',
};

const whereTheCodeGoes =
  'anywhere in your channel description (YouTube: Customize channel, then Basic info; Twitch: Settings, then Profile, Bio) and save. Then press Check now. You can remove the code once the check has passed.';

/**
 * The heading and text of a state (the ad and the code add their own parts). `signInShown`:
 * the page offers the sign-in of the channel's platform, first, with the code below it.
 */
export function stateText(submission: PublicSubmission, signInShown = false): StateText {
  switch (submission.state) {
    case 'processing':
      return {
        head: 'Checking your channel…',
        text: 'This takes a few seconds. Keep this page open.',
        tone: 'info',
      };
    case 'received':
      return {
        head: 'Thanks, your application was received',
        text: 'The team will look at it and write to you by email.',
        tone: 'success',
      };
    case 'verifyEmail':
      return {
        head: 'Check your inbox',
        text: 'We sent you an email with a link to confirm your email address. Open it and click the link to go on.',
        tone: 'info',
      };
    case 'verifyCode':
      return {
        head: 'Show us the channel is yours',
        text: signInShown
          ? 'Sign in with the account that owns the channel: it takes a few seconds.'
          : `Add this code ${whereTheCodeGoes}`,
        tone: 'info',
      };
    case 'invited':
      return {
        head: 'You’re in!',
        text: 'Check your inbox for your key: the invite email is on its way.',
        tone: 'success',
      };
    case 'ad':
      return {
        head: 'Thanks for applying',
        text: 'This campaign is looking for larger channels right now, but here is something for you.',
        tone: 'info',
      };
    case 'noKeysLeft':
      return {
        head: 'All the keys are taken',
        text: 'Thanks for applying. Every key of this campaign has been handed out; the team has your details and may write to you if more come in.',
        tone: 'warning',
      };
    case 'channelNotFound':
      return {
        head: 'We could not find this channel',
        text: 'Check the link to your channel (your YouTube or Twitch page) and try again.',
        tone: 'warning',
      };
  }
}

/** The channel-code check found nothing yet. */
export const codeNotFoundYet =
  'We did not find the code yet. Saving a description can take a minute to show: try again shortly.';

/** Under the sign-in: the code for creators who would rather not sign in. */
export const codeInstead = `Or, without signing in, add this code ${whereTheCodeGoes}`;

/** How a sign-in ended, shown at the top of the state (the callback says it in ?signIn=). */
export const signInResultText: Record<ApplySignInResult, SignInResultLine> = {
  proven: { tone: 'success', text: 'Thanks, your channel is proven.' },
  noChannel: {
    tone: 'warning',
    text: 'The account you signed in with has no channel. Sign in with the account that owns the channel, or use the code.',
  },
  taken: {
    tone: 'warning',
    text: 'The channel of that account has already applied to this campaign.',
  },
  failed: {
    tone: 'error',
    text: 'The sign-in did not go through. Try again, or use the code in your channel description.',
  },
};
