import type { InviteSignInResult, PublicInvite } from '@app/contract';
import { errorMessage } from '../../api/errors.ts';
import { type SignInResultLine, signInLabel, signInNote } from '../channel-sign-in.ts';
import { h, setBusy } from '../dom.ts';
import { alertLine } from '../shell.ts';
import { inviteSignInUrl } from './invite-api.ts';

// Issue 26 on the invite page: when the campaign asks invited creators to prove their
// channel, the key section waits for a sign-in with the account that owns one of their
// channels. The server's callback brings the creator back with ?signIn=<how it ended>.

const results: readonly string[] = ['proven', 'notYours', 'failed'];

/** How a sign-in just ended, read once from the address and then taken out of it. */
export function takeSignInResult(): InviteSignInResult | null {
  const url = new URL(window.location.href);
  const value = url.searchParams.get('signIn');
  if (value === null) return null;
  url.searchParams.delete('signIn');
  window.history.replaceState(null, '', url);
  return results.includes(value) ? (value as InviteSignInResult) : null;
}

/** Whether the key waits for the creator's channel proof. */
export const awaitsProof = (invite: PublicInvite) =>
  invite.channelProof.required && !invite.channelProof.proven;

export const signInResultText: Record<InviteSignInResult, SignInResultLine> = {
  proven: { tone: 'success', text: 'Thanks, your channel is proven. Your key is below.' },
  notYours: {
    tone: 'warning',
    text: 'The account you signed in with does not own the channel you were invited with. Sign in with the account that does.',
  },
  failed: { tone: 'error', text: 'The sign-in did not go through. Try again.' },
};

export function signInResultAlert(result: InviteSignInResult): HTMLElement {
  const { tone, text } = signInResultText[result];
  return alertLine(tone, text);
}

/** In place of the key while it waits for the proof: the sign-ins for the creator's channels. */
export function proofSection(
  token: string,
  invite: PublicInvite,
  result: InviteSignInResult | null,
): HTMLElement {
  const note = h('p', { class: 'muted small', 'aria-live': 'polite' });
  const buttons = invite.channelProof.signIn.map((provider) => {
    const button = h('button', { type: 'button', class: 'button' }, signInLabel[provider]);
    button.addEventListener('click', async () => {
      setBusy(button, true);
      try {
        window.location.assign(await inviteSignInUrl(token, provider));
      } catch (error) {
        setBusy(button, false);
        note.textContent = errorMessage(error);
      }
    });
    return button;
  });
  return h(
    'div',
    { class: 'form' },
    result ? signInResultAlert(result) : null,
    h(
      'p',
      { class: 'muted small' },
      'Before your key: show the channel you were invited with is yours, by signing in with the account that owns it.',
    ),
    buttons.length
      ? h('div', { class: 'row' }, ...buttons)
      : alertLine(
          'warning',
          'Signing in is not available for your channel yet. Ask the team that invited you.',
        ),
    buttons.length ? h('p', { class: 'muted small' }, signInNote) : null,
    note,
  );
}
