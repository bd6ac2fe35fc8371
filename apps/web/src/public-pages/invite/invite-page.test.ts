import type { PublicInvite } from '@app/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleInvite, inviteToken as token } from '../../testing/invite-fixtures.ts';
import { freshMain, settle, stubApi, text } from '../testing.ts';
import { dealText, noPostReason, Status, startInvitePage } from './invite-page.ts';

const base = `/api/public/invite/${token}`;
const keys = (codes: string[], canRequest = true) => ({
  platforms: [{ platform: 'steam', label: 'Steam', codes, bundleSize: 1, message: null }],
  canRequest,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const invite = (
  patch: Partial<PublicInvite['creator']> = {},
  campaign: Partial<PublicInvite['campaign']> = {},
) => ({
  ...sampleInvite,
  creator: { ...sampleInvite.creator, ...patch },
  campaign: { ...sampleInvite.campaign, ...campaign },
});

describe('the invite page', () => {
  it('shows the campaign, the deal, the status, the brief, files, keys and posts', async () => {
    stubApi({
      [`GET ${base}`]: { body: sampleInvite },
      [`GET ${base}/redeem-codes`]: { body: keys([]) },
    });
    const main = freshMain();
    await startInvitePage(main, token);
    await settle();
    expect(main.querySelector('h1')?.textContent).toBe('Launch week');
    expect(text(main)).toContain('Hi Nova');
    expect(text(main)).toContain('Your deal: $250.00 for 2 posts.');
    expect(text(main)).toContain('Your status');
    expect(main.querySelector('.label')?.textContent).toBe('Approved');
    expect(text(main)).toContain('Play the demo');
    expect(main.querySelector('a[download]')?.textContent).toBe('Press kit');
    expect(
      main.querySelector('a[href="https://store.steampowered.com/app/1"]')?.getAttribute('rel'),
    ).toContain('noopener');
    expect([...main.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Brief',
      'Files and links',
      'Get my key',
      'Submit your video or stream',
      'Your posts',
    ]);
    expect(main.querySelector('label[for="post-url"]')?.textContent).toBe('Video or stream URL');
    expect(document.title).toBe('Launch week · Starfall');
    expect(main.hasAttribute('aria-busy')).toBe(false);
  });

  it('says a broken link does not work, and a failure what went wrong', async () => {
    stubApi({});
    const main = freshMain();
    await startInvitePage(main, token);
    expect(main.querySelector('h1')?.textContent).toBe('This invitation link does not work');
    stubApi({ [`GET ${base}`]: { status: 500, body: {} } });
    await startInvitePage(main, token);
    expect(main.querySelector('h1')?.textContent).toBe('Something went wrong');
  });

  it('tells a creator why no post can be sent', () => {
    expect(noPostReason(invite({}, { isClosed: true }))).toBe(
      'This campaign is closed and no longer takes posts.',
    );
    expect(noPostReason(invite({ status: Status.Pending }))).toContain('once the team invites you');
    expect(noPostReason(invite({ status: Status.Rejected }))).toBe(
      'This invitation is no longer active.',
    );
    expect(noPostReason(invite({ status: Status.Paid }))).toContain('complete and paid');
    expect(dealText(invite({ postCount: 1 }))).toBe('Your deal: $250.00 for 1 post.');
    expect(dealText(invite({ postCount: null }))).toBe('Your deal: $250.00.');
    expect(
      dealText({ ...sampleInvite, campaign: { ...sampleInvite.campaign, type: 'free' } }),
    ).toBe('You are invited to cover Starfall.');
  });

  it('shows a closed campaign without the URL field', async () => {
    stubApi({
      [`GET ${base}`]: { body: { ...invite({}, { isClosed: true }), canSubmitPost: false } },
      [`GET ${base}/redeem-codes`]: { body: keys([], false) },
    });
    const main = freshMain();
    await startInvitePage(main, token);
    await settle();
    expect(main.querySelector('#post-url')).toBeNull();
    expect(text(main)).toContain('This campaign is closed and no longer takes posts.');
    expect(text(main)).toContain('Keys are not available for this invitation');
    expect(main.querySelector('button')).toBeNull();
  });

  it('submits a post, says a refused link in the creator’s words, and thanks them', async () => {
    let refuse = true;
    const api = stubApi({
      [`GET ${base}`]: { body: sampleInvite },
      [`GET ${base}/redeem-codes`]: { body: keys([]) },
      [`POST ${base}/posts`]: () =>
        refuse
          ? {
              status: 400,
              body: {
                code: 'BAD_REQUEST',
                message: 'x',
                fields: { url: 'Influencer channel not found' },
              },
            }
          : {
              body: {
                ...sampleInvite,
                posts: [
                  ...sampleInvite.posts,
                  { ...sampleInvite.posts[0], url: 'https://youtu.be/y', title: 'Second' },
                ],
              },
            },
    });
    const main = freshMain();
    await startInvitePage(main, token);
    await settle();
    const keysBox = main.querySelectorAll('section')[2]?.children[1];
    expect(keysBox?.textContent).toContain('Press the button');
    const input = main.querySelector<HTMLInputElement>('#post-url');
    const form = input?.form;
    if (!input || !form) throw new Error('no form');
    form.requestSubmit();
    expect(main.querySelector('#post-url-error')?.textContent).toBe('URL is empty');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    input.value = 'https://youtu.be/other';
    form.requestSubmit();
    await settle();
    expect(main.querySelector('#post-url-error')?.textContent).toBe(
      'This video is not on your channel. Submit a video from the channel you were invited with.',
    );
    refuse = false;
    form.requestSubmit();
    await settle();
    expect(text(main)).toContain('Thanks! Your post was received and is listed below.');
    expect(main.querySelector('a[href="https://youtu.be/y"]')?.textContent).toBe('Second');
    // The key section is kept as it was, not loaded again.
    expect(main.querySelectorAll('section')[2]?.children[1]).toBe(keysBox);
    expect(api.calls.filter((c) => c.endsWith('/redeem-codes'))).toHaveLength(1);
  });

  it('gets the key on "Get my key" and lists it with a copy button', async () => {
    stubApi({
      [`GET ${base}`]: { body: sampleInvite },
      [`GET ${base}/redeem-codes`]: { body: keys([]) },
      [`POST ${base}/redeem-codes`]: { body: keys(['ABCD-1234-1']) },
    });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const main = freshMain();
    await startInvitePage(main, token);
    await settle();
    expect(text(main)).toContain('Press the button to get your key.');
    const button = [...main.querySelectorAll('button')].find((b) => b.textContent === 'Get my key');
    button?.click();
    await settle();
    const region = main.querySelector('section[aria-label="Steam keys"]');
    expect(region?.querySelector('code')?.textContent).toBe('ABCD-1234-1');
    const copy = region?.querySelector<HTMLButtonElement>('button[aria-label="Copy Steam key"]');
    copy?.click();
    await settle();
    expect(writeText).toHaveBeenCalledWith('ABCD-1234-1');
    expect(text(region as Element)).toContain('Copied');
    expect(text(main)).toContain('Your keys are yours alone');
  });
});

describe('a campaign that asks for the channel proof (issue 26)', () => {
  const proving = (proof: Partial<PublicInvite['channelProof']>) => ({
    ...sampleInvite,
    channelProof: { required: true, proven: false, signIn: ['google', 'twitch'], ...proof },
  });

  it('shows the sign-ins where the key will be, and goes to the consent page', async () => {
    const { calls } = stubApi({
      [`GET ${base}`]: { body: proving({}) },
      [`GET ${base}/redeem-codes`]: { body: keys([]) },
      [`GET ${base}/sign-in/twitch`]: { body: { url: 'https://id.twitch.test/authorize?x=1' } },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: window.location.href, assign });
    const main = freshMain();
    await startInvitePage(main, token);
    await settle();
    expect(text(main)).toContain(
      'Before your key: show the channel you were invited with is yours',
    );
    const buttons = [...main.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toContain('Sign in with Google (YouTube)');
    expect(buttons).not.toContain('Get my key');
    [...main.querySelectorAll('button')]
      .find((b) => b.textContent === 'Sign in with Twitch')
      ?.click();
    await settle();
    expect(calls).toContain(`GET ${base}/sign-in/twitch`);
    expect(assign).toHaveBeenCalledWith('https://id.twitch.test/authorize?x=1');
  });

  it('says when the account was not the channel’s, and when the sign-in is not available', async () => {
    window.history.replaceState(null, '', `/invite/${token}?signIn=notYours`);
    stubApi({ [`GET ${base}`]: { body: proving({}) } });
    const main = freshMain();
    await startInvitePage(main, token);
    await settle();
    expect(text(main)).toContain('does not own the channel you were invited with');
    // Read once: the address no longer carries it.
    expect(window.location.search).toBe('');

    stubApi({ [`GET ${base}`]: { body: proving({ signIn: [] }) } });
    const again = freshMain();
    await startInvitePage(again, token);
    await settle();
    expect(text(again)).toContain('Signing in is not available for your channel yet');
  });

  it('once proven, the key section is back with the thanks', async () => {
    window.history.replaceState(null, '', `/invite/${token}?signIn=proven`);
    stubApi({
      [`GET ${base}`]: { body: proving({ proven: true, signIn: [] }) },
      [`GET ${base}/redeem-codes`]: { body: keys([]) },
    });
    const main = freshMain();
    await startInvitePage(main, token);
    await settle();
    expect(text(main)).toContain('Thanks, your channel is proven.');
    expect([...main.querySelectorAll('button')].map((b) => b.textContent)).toContain('Get my key');
  });
});
