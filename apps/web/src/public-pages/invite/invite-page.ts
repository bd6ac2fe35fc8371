import type { CampaignInfluencerStatus, InviteSignInResult, PublicInvite } from '@app/contract';
import { messages } from '@app/contract/messages.ts';
import { BadRequestError, CancelledError, errorMessage } from '../../api/errors.ts';
import { formatDay } from '../../format/format.ts';
import { formatMoney } from '../../format/money.ts';
import { h, icon, icons, replace, setBusy } from '../dom.ts';
import { alertLine, card, emptyView, externalLink, hero, loadingView, show } from '../shell.ts';
import {
  claimMyKeys,
  getInvite,
  getMyKeys,
  type KeyRow,
  keyView,
  notEligibleMessage,
  submitInvitePost,
} from './invite-api.ts';
import { awaitsProof, proofSection, signInResultAlert, takeSignInResult } from './invite-proof.ts';

// /invite/{token}: what a creator reads from their invite email (campaign, deal, status,
// brief, files, keys, posts). Plain DOM: the team app never loads here.

/** CampaignInfluencerStatus codes (the contract's enums module would bring zod along). */
export const Status = {
  Pending: 1,
  Invited: 2,
  Shortlisted: 3,
  Published: 4,
  Rejected: 5,
  Paid: 6,
} as const satisfies Record<string, CampaignInfluencerStatus>;

/** A status as a label tone, as the team app's workflowStatusColor. */
const statusTone: Record<number, string> = {
  [Status.Invited]: 'tone-info',
  [Status.Shortlisted]: 'tone-primary',
  [Status.Published]: 'tone-success',
  [Status.Rejected]: 'tone-error',
  [Status.Paid]: 'tone-secondary',
};

// The store names of the contract's platform ids, without importing the contract's schemas.
const storeName: Record<string, string> = {
  steam: 'Steam',
  epic: 'Epic Games Store',
  gog: 'GOG',
  xbox: 'Xbox',
  playstation: 'PlayStation',
  switch: 'Nintendo Switch',
  itch: 'itch.io',
  other: 'Store page',
};

/** The deal line under the creator's name. */
export function dealText(invite: PublicInvite): string {
  const { campaign, creator, product } = invite;
  if (campaign.type === 'paid' && creator.revenueAmount !== null) {
    const amount = formatMoney(creator.revenueAmount);
    if (!creator.postCount) return `Your deal: ${amount}.`;
    return creator.postCount === 1
      ? `Your deal: ${amount} for 1 post.`
      : `Your deal: ${amount} for ${creator.postCount} posts.`;
  }
  return `You are invited to cover ${product.title}.`;
}

/** Why the page takes no post, when it does not. */
export function noPostReason(invite: PublicInvite): string {
  const { campaign, creator } = invite;
  if (campaign.isClosed) return 'This campaign is closed and no longer takes posts.';
  if (creator.status === Status.Pending)
    return 'You can submit your video here once the team invites you.';
  if (creator.status === Status.Rejected) return 'This invitation is no longer active.';
  if (creator.status === Status.Paid)
    return 'You are all set: this collaboration is complete and paid. Thank you!';
  return 'This invitation does not take posts any more.';
}

/** The message a refused post link shows under its field, in a creator's words. */
export function postRefusal(failure: unknown): string {
  // As the team app's postUrlError: the field's message, else the answer's.
  const refusal =
    failure instanceof BadRequestError
      ? (failure.fields.url ?? failure.message)
      : errorMessage(failure);
  if (refusal === messages.influencerChannelNotFound)
    return 'This video is not on your channel. Submit a video from the channel you were invited with.';
  if (refusal === messages.influencerChannelPostNotFound)
    return 'We could not find this video. Check the link, and that the video is public.';
  return refusal;
}

/** Loads and shows the invite of `token` in `main`. */
export async function startInvitePage(main: HTMLElement, token: string): Promise<void> {
  show(main, ...loadingView());
  main.setAttribute('aria-busy', 'true');
  // The keys are asked for at once, beside the page (one round trip less on a phone).
  const myKeys = getMyKeys(token);
  myKeys.catch(() => {});
  try {
    const invite = await getInvite(token);
    document.title = `${invite.campaign.name} · ${invite.product.title}`;
    const signIn = takeSignInResult();
    const keys = h('div', { class: 'form' });
    if (awaitsProof(invite)) {
      // The campaign asks for the channel proof first: the sign-ins stand where the key will.
      replace(keys, proofSection(token, invite, signIn));
    } else {
      void startKeys(keys, token, myKeys, signIn);
    }
    renderInvite(main, { token, invite, keys, posted: false });
  } catch (error) {
    if (error instanceof CancelledError) return;
    const missing =
      error instanceof BadRequestError && (error.status === 404 || error.status === 400);
    show(
      main,
      missing
        ? emptyView(
            'This invitation link does not work',
            'Check that you opened the whole link from your invite email, or ask the team that invited you for a new one.',
          )
        : emptyView('Something went wrong', errorMessage(error)),
    );
  }
}

type InviteView = {
  token: string;
  invite: PublicInvite;
  /** The key section, kept as it is when a submitted post redraws the page. */
  keys: HTMLElement;
  /** Whether a post was just received (the thanks line shows). */
  posted: boolean;
};

export function renderInvite(main: HTMLElement, view: InviteView): void {
  const { invite, keys } = view;
  const { campaign, product, creator, posts } = invite;
  const files = [campaign.briefFile, campaign.instructionsFile].filter((f) => f !== null);
  show(
    main,
    hero(
      campaign.imageUrl ?? product.imageUrl,
      product.title,
      campaign.name,
      campaign.finishedAt
        ? h(
            'p',
            { class: 'hero-date' },
            icon(icons.event),
            `Publish by ${formatDay(campaign.finishedAt)}`,
          )
        : null,
    ),
    h(
      'div',
      { class: 'card row' },
      h(
        'div',
        { class: 'grow' },
        h('p', { class: 'strong' }, `Hi ${creator.mediaName}`),
        h('p', { class: 'muted small' }, dealText(invite)),
      ),
      h(
        'p',
        { class: 'row small' },
        h('span', { class: 'muted' }, 'Your status'),
        h('span', { class: `label ${statusTone[creator.status] ?? ''}` }, creator.statusLabel),
      ),
    ),
    campaign.brief ? card('Brief', h('p', { class: 'prose' }, campaign.brief)) : null,
    campaign.instructions
      ? card('Instructions', h('p', { class: 'prose' }, campaign.instructions))
      : null,
    files.length || product.storeLinks.length
      ? card(
          'Files and links',
          h(
            'div',
            { class: 'row' },
            ...files.map((file) =>
              h(
                'a',
                {
                  href: file.url,
                  target: '_blank',
                  rel: 'noopener',
                  download: true,
                  class: 'button outlined',
                },
                icon(icons.download),
                file.label || 'Download file',
              ),
            ),
            ...product.storeLinks.map((link) =>
              externalLink(link.url, storeName[link.platform] ?? 'Store page'),
            ),
          ),
        )
      : null,
    card('Get my key', keys),
    postSection(view, (next) => renderInvite(main, { ...view, invite: next, posted: true })),
    posts.length
      ? card(
          'Your posts',
          h(
            'ul',
            { class: 'list' },
            ...posts.map((post) =>
              h(
                'li',
                { class: 'video' },
                h(
                  'span',
                  { class: 'thumb' },
                  post.thumbnailUrl
                    ? h('img', { src: post.thumbnailUrl, alt: '', loading: 'lazy' })
                    : icon(icons.video),
                ),
                h(
                  'span',
                  { class: 'grow' },
                  h(
                    'a',
                    { href: post.url, target: '_blank', rel: 'noopener noreferrer' },
                    post.title ?? post.url,
                  ),
                  h(
                    'span',
                    { class: 'muted small' },
                    post.publishedAt ? `Published ${formatDay(post.publishedAt)}` : 'Received',
                  ),
                ),
              ),
            ),
          ),
        )
      : null,
  );
}

function postSection(view: InviteView, onChange: (invite: PublicInvite) => void): HTMLElement {
  const { token, invite } = view;
  const heading = 'Submit your video or stream';
  if (!invite.canSubmitPost)
    return card(heading, h('p', { class: 'muted small' }, noPostReason(invite)));
  const input = h('input', {
    id: 'post-url',
    name: 'url',
    class: 'input',
    type: 'url',
    inputmode: 'text',
    placeholder: 'https://www.youtube.com/watch?v=…',
    autocomplete: 'url',
    'aria-describedby': 'post-url-error',
  });
  const error = h('p', { id: 'post-url-error', class: 'field-error' });
  const button = h('button', { type: 'submit', class: 'button' }, 'Submit');
  const thanks = h(
    'p',
    { class: 'alert success', role: 'status' },
    'Thanks! Your post was received and is listed below.',
  );
  thanks.hidden = !view.posted;
  const setError = (message: string) => {
    error.textContent = message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  input.addEventListener('input', () => {
    thanks.hidden = true;
  });
  const form = h(
    'form',
    { class: 'inline-form', novalidate: true },
    h(
      'div',
      { class: 'field' },
      h('label', { for: 'post-url' }, 'Video or stream URL'),
      input,
      error,
    ),
    button,
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const url = input.value.trim();
    if (!url) {
      setError(messages.urlIsEmpty);
      input.focus();
      return;
    }
    setError('');
    setBusy(button, true);
    try {
      onChange(await submitInvitePost(token, url));
    } catch (failure) {
      setError(postRefusal(failure));
      input.focus();
    } finally {
      setBusy(button, false);
    }
  });
  return card(
    heading,
    h(
      'p',
      { class: 'muted small' },
      'Paste the link once it is live: a YouTube video, short or stream, or a Twitch video. It must be on your own channel.',
    ),
    thanks,
    form,
  );
}

// ---- Get my key ----

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function codeLine(code: string, label: string): HTMLElement {
  const text = h('code', null, code);
  const said = h('span', { class: 'muted small', 'aria-live': 'polite' });
  const button = h('button', {
    type: 'button',
    class: 'icon-button',
    'aria-label': `Copy ${label}`,
  });
  button.appendChild(icon(icons.copy));
  let timer: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener('click', async () => {
    const ok = await copyText(code);
    if (!ok) {
      // No clipboard access (old browser, insecure context): select it for a manual copy.
      const range = document.createRange();
      range.selectNodeContents(text);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
    said.textContent = ok ? 'Copied' : 'Selected: copy it';
    button.classList.toggle('done', ok);
    replace(button, icon(ok ? icons.check : icons.copy));
    clearTimeout(timer);
    timer = setTimeout(() => {
      said.textContent = '';
      button.classList.remove('done');
      replace(button, icon(icons.copy));
    }, 2000);
  });
  return h('li', { class: 'code' }, text, said, button);
}

function platformKeys(row: KeyRow, claimed: boolean): HTMLElement {
  const platform = row.label;
  return h(
    'section',
    { 'aria-label': `${platform} keys`, class: 'form' },
    h(
      'h3',
      { class: 'small' },
      platform,
      row.bundleSize > 1
        ? h('span', { class: 'muted' }, ` (${row.codes.length} of ${row.bundleSize})`)
        : null,
    ),
    row.codes.length
      ? h(
          'ul',
          { class: 'list' },
          ...row.codes.map((code, index) =>
            codeLine(
              code,
              row.codes.length > 1 ? `${platform} key ${index + 1}` : `${platform} key`,
            ),
          ),
        )
      : null,
    row.message
      ? h(
          'p',
          { class: 'alert warning' },
          `${row.message}. The team has been told. Come back later and press the button again.`,
        )
      : row.codes.length === 0 && !claimed
        ? h('p', { class: 'muted small' }, 'No key yet')
        : null,
  );
}

/** The key section: the creator's own codes per platform, the same every visit. */
export async function startKeys(
  section: HTMLElement,
  token: string,
  answer: ReturnType<typeof getMyKeys> = getMyKeys(token),
  signIn: InviteSignInResult | null = null,
): Promise<void> {
  replace(section, h('div', { class: 'skeleton', style: 'height:72px', 'aria-busy': 'true' }));
  try {
    renderKeys(section, token, await answer, false, null);
    // Just back from the sign-in that proved the channel: say so above the key.
    if (signIn) section.prepend(signInResultAlert(signIn));
  } catch (error) {
    replace(section, alertLine('error', errorMessage(error)));
  }
}

function renderKeys(
  section: HTMLElement,
  token: string,
  answer: Parameters<typeof keyView>[0],
  claimed: boolean,
  claimError: string | null,
): void {
  const view = keyView(answer);
  if (view.rows.length === 0) {
    replace(section, h('p', { class: 'muted small' }, 'This campaign has no keys to hand out.'));
    return;
  }
  let button: HTMLButtonElement | null = null;
  if (view.canClaim) {
    button = h(
      'button',
      { type: 'button', class: 'button' },
      icon(icons.key),
      view.hasCodes ? 'Get the rest of my keys' : claimed ? 'Try again' : 'Get my key',
    );
    const claiming = button;
    claiming.addEventListener('click', async () => {
      setBusy(claiming, true);
      try {
        renderKeys(section, token, await claimMyKeys(token), true, null);
      } catch (error) {
        setBusy(claiming, false);
        renderKeys(section, token, answer, claimed, errorMessage(error));
      }
    });
  }
  replace(
    section,
    h(
      'p',
      { class: 'muted small' },
      view.hasCodes
        ? 'Your keys are yours alone: they stay here every time you come back.'
        : view.canClaim
          ? 'Press the button to get your key. It is yours alone and stays on this page.'
          : notEligibleMessage,
    ),
    view.hasCodes || claimed
      ? h('div', { class: 'form' }, ...view.rows.map((row) => platformKeys(row, claimed)))
      : null,
    claimError ? alertLine('error', claimError) : null,
    button ? h('div', null, button) : null,
  );
}
