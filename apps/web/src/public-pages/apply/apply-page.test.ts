import type { PublicApplyPage, PublicSubmission } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMBED_HEIGHT_MESSAGE, startEmbed } from '../shell.ts';
import { freshMain, settle, stubApi, text } from '../testing.ts';
import { readLocation, startApplyPage, stateView } from './apply-page.ts';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS } from './apply-states.ts';

const page: PublicApplyPage = {
  slug: 'starfall',
  type: 'hosted_page',
  title: 'Play Starfall first',
  intro: 'Stream the demo.',
  imageUrl: 'https://cdn.example/art.jpg',
  productTitle: 'Starfall',
  fields: [
    { key: 'country', label: 'Country', type: 'select', required: true, options: ['FR', 'US'] },
    { key: 'about', label: 'About you', type: 'longText', required: false, options: [] },
  ],
  verification: 'none',
  signIn: [],
};
const token = 'tok_0123456789abcdef';
const submission = (patch: Partial<PublicSubmission> = {}): PublicSubmission => ({
  token,
  state: 'processing',
  channelType: 1,
  verificationCode: null,
  ad: null,
  message: null,
  ...patch,
});
const api = '/api/public/apply/starfall';
const none = {
  confirmed: false,
  signIn: null,
  signIns: [],
  onSignIn: () => {},
  onCheck: () => {},
  onRetry: () => {},
};

beforeEach(() => {
  window.history.replaceState(null, '', '/apply/starfall');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function fill(main: HTMLElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const input = main.querySelector<HTMLInputElement>(`[name="${name}"]`);
    if (!input) throw new Error(`no ${name}`);
    input.value = value;
  }
  const form = main.querySelector('form');
  if (!form) throw new Error('no form');
  form.requestSubmit();
}

/** The Starfall campaign's apply page (no query), started in a fresh main. */
async function openStarfallPage(): Promise<HTMLElement> {
  const main = freshMain();
  await startApplyPage(main, readLocation('/apply/starfall', ''));
  return main;
}

describe('the apply page', () => {
  it('reads the slug, the submission and the confirmation from the address', () => {
    expect(readLocation('/apply/starfall', '?submission=abc&confirmed=1&embed=1')).toEqual({
      slug: 'starfall',
      submission: 'abc',
      confirmed: true,
      signIn: null,
    });
    expect(readLocation('/apply/starfall', '?submission=abc&signIn=taken').signIn).toBe('taken');
    expect(readLocation('/apply/starfall', '?submission=abc&signIn=<b>').signIn).toBeNull();
    // A malformed escape is kept as written (the server then answers 404), never thrown.
    expect(readLocation('/apply/%E0%A4%A', '').slug).toBe('%E0%A4%A');
    expect(readLocation('/apply/starfall/', '')).toEqual({
      slug: 'starfall',
      submission: null,
      confirmed: false,
      signIn: null,
    });
  });

  it('shows the art, the title, the intro and a labelled form with its required marks', async () => {
    stubApi({ [`GET ${api}`]: { body: page } });
    const main = await openStarfallPage();
    expect(main.querySelector('h1')?.textContent).toBe('Play Starfall first');
    expect(main.querySelector('.hero img')?.getAttribute('src')).toBe(page.imageUrl);
    expect(text(main)).toContain('Stream the demo.');
    const labels = [...main.querySelectorAll('label')].map((label) => {
      const control = document.getElementById(label.htmlFor);
      return [label.textContent, control?.tagName, control?.hasAttribute('required') ?? false];
    });
    expect(labels).toEqual([
      ['Email *', 'INPUT', true],
      ['Channel URL *', 'INPUT', true],
      ['Country *', 'SELECT', true],
      ['About you', 'TEXTAREA', false],
      ['Website', 'INPUT', false],
    ]);
    expect(main.querySelector('[name="fields.country"]')?.textContent).toBe('Choose…FRUS');
    // The honeypot is out of sight, out of the tab order and hidden from screen readers.
    const trap = main.querySelector('#apply-website');
    expect(trap?.getAttribute('tabindex')).toBe('-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(document.title).toBe('Play Starfall first · Starfall');
  });

  it('says an unknown or closed page does not exist', async () => {
    stubApi({});
    const main = freshMain();
    await startApplyPage(main, readLocation('/apply/gone', ''));
    expect(main.querySelector('h1')?.textContent).toBe('This page does not exist');
    expect(main.querySelector('form')).toBeNull();
  });

  it("checks the form in the browser with SPEC's messages and sends nothing until it is right", async () => {
    const { calls } = stubApi({ [`GET ${api}`]: { body: page } });
    const main = await openStarfallPage();
    fill(main, { email: 'nova', channelUrl: 'https://example.com/nova' });
    const error = (id: string) => main.querySelector(`#${id}-error`)?.textContent;
    expect(error('apply-email')).toBe('Invalid email');
    expect(error('apply-channel')).toBe('Unsupported channel URL');
    expect(error('apply-field-0')).toBe('Country is required');
    expect(main.querySelector('#apply-email')?.getAttribute('aria-invalid')).toBe('true');
    expect(main.querySelector('#apply-email')?.getAttribute('aria-describedby')).toBe(
      'apply-email-error',
    );
    expect(document.activeElement?.id).toBe('apply-email');
    expect(calls).toEqual([`GET ${api}`]);
  });

  it("shows the server's field messages next to their fields", async () => {
    stubApi({
      [`GET ${api}`]: { body: page },
      [`POST ${api}/submissions`]: {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Unsupported channel URL',
          fields: { channelUrl: 'Unsupported channel URL', 'fields.about': 'Too long' },
        },
      },
    });
    const main = await openStarfallPage();
    fill(main, {
      email: 'nova@creators.example',
      channelUrl: 'https://youtube.com/@nova',
      'fields.country': 'FR',
    });
    await settle();
    expect(main.querySelector('#apply-channel-error')?.textContent).toBe('Unsupported channel URL');
    expect(main.querySelector('#apply-field-1-error')?.textContent).toBe('Too long');
    expect(main.querySelector('#apply-email-error')?.textContent).toBe('');
    expect(main.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(false);
  });

  it('submits, polls every 2 s while processing, then shows the outcome', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const states: PublicSubmission['state'][] = ['processing', 'invited'];
    let sent: unknown;
    const { calls } = stubApi({
      [`GET ${api}`]: { body: page },
      [`POST ${api}/submissions`]: (body) => {
        sent = body;
        return { body: submission() };
      },
      [`GET ${api}/submissions/${token}`]: () => ({
        body: submission({ state: states.shift() ?? 'invited', message: 'See you soon!' }),
      }),
    });
    const main = await openStarfallPage();
    fill(main, {
      email: 'nova@creators.example',
      channelUrl: 'youtube.com/@nova',
      'fields.country': 'US',
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual({
      email: 'nova@creators.example',
      channelUrl: 'youtube.com/@nova',
      fields: { country: 'US' },
    });
    expect(main.querySelector('h2')?.textContent).toBe('Checking your channel…');
    expect(window.location.search).toBe(`?submission=${token}`);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(main.querySelector('h2')?.textContent).toBe('Checking your channel…');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(main.querySelector('h2')?.textContent).toBe('You’re in!');
    expect(text(main)).toContain('Check your inbox for your key');
    expect(text(main)).toContain('See you soon!');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(calls.filter((c) => c.startsWith('GET') && c.includes(token))).toHaveLength(2);
  });

  it('stops polling after a minute and promises an email', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { calls } = stubApi({
      [`GET ${api}`]: { body: page },
      [`GET ${api}/submissions/${token}`]: { body: submission() },
    });
    const main = freshMain();
    await startApplyPage(main, readLocation('/apply/starfall', `?submission=${token}`));
    await vi.advanceTimersByTimeAsync(POLL_LIMIT_MS + POLL_INTERVAL_MS * 2);
    expect(main.querySelector('h2')?.textContent).toBe('We are still checking your channel');
    expect(text(main)).toContain('We will email you');
    const polls = calls.length;
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    expect(calls.length).toBe(polls);
    expect(polls).toBeLessThanOrEqual(2 + POLL_LIMIT_MS / POLL_INTERVAL_MS);
  });

  it("shows the submission of the confirmation link's address, confirmed", async () => {
    stubApi({
      [`GET ${api}`]: { body: page },
      [`GET ${api}/submissions/${token}`]: { body: submission({ state: 'received' }) },
    });
    const main = freshMain();
    await startApplyPage(main, readLocation('/apply/starfall', `?submission=${token}&confirmed=1`));
    expect(text(main)).toContain('Thanks, your email address is confirmed.');
    expect(main.querySelector('h2')?.textContent).toBe('Thanks, your application was received');
    expect(main.querySelector('form')).toBeNull();
  });

  it('checks the channel code on "Check now" and says when it is not there yet', async () => {
    let found = false;
    stubApi({
      [`GET ${api}`]: { body: page },
      [`GET ${api}/submissions/${token}`]: {
        body: submission({ state: 'verifyCode', verificationCode: 'K7Q2XP' }),
      },
      [`POST ${api}/submissions/${token}/check-code`]: () => ({
        body: found
          ? submission({ state: 'invited' })
          : submission({ state: 'verifyCode', verificationCode: 'K7Q2XP' }),
      }),
    });
    const main = freshMain();
    await startApplyPage(main, readLocation('/apply/starfall', `?submission=${token}`));
    expect(main.querySelector('.big-code')?.textContent).toBe('K7Q2XP');
    expect(text(main)).toContain('channel description');
    const check = () =>
      [...main.querySelectorAll('button')].find((b) => b.textContent === 'Check now')?.click();
    check();
    await settle();
    expect(text(main)).toContain('We did not find the code yet.');
    found = true;
    check();
    await settle();
    expect(main.querySelector('h2')?.textContent).toBe('You’re in!');
  });
});

describe('proving the channel by signing in', () => {
  const channelPage: PublicApplyPage = { ...page, verification: 'channel', signIn: ['google'] };
  const waiting = submission({ state: 'verifyCode', verificationCode: 'K7Q2XP' });

  it('offers the sign-in of the channel platform first, the code below it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: window.location.href });
    stubApi({
      [`GET ${api}`]: { body: channelPage },
      [`GET ${api}/submissions/${token}`]: { body: waiting },
      [`GET ${api}/submissions/${token}/sign-in/google`]: {
        body: { url: 'https://accounts.example/consent' },
      },
    });
    const main = freshMain();
    await startApplyPage(main, readLocation('/apply/starfall', `?submission=${token}`));
    const buttons = [...main.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Sign in with Google (YouTube)', 'Check now']);
    expect(text(main)).toContain('Sign in with the account that owns the channel');
    expect(text(main)).toContain('we keep no access to your account');
    expect(main.querySelector('.big-code')?.textContent).toBe('K7Q2XP');
    main.querySelector('button')?.click();
    await settle();
    expect(assign).toHaveBeenCalledWith('https://accounts.example/consent');
  });

  it('a Twitch channel on a page that offers only Google sign-in: the code alone', () => {
    const card = stateView(submission({ ...waiting, channelType: 2 }), {
      ...none,
      signIns: ['google'],
    });
    expect([...card.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Check now']);
    expect(text(card)).toContain('Add this code anywhere in your channel description');
  });

  it.each([
    ['proven', 'Thanks, your channel is proven.'],
    ['noChannel', 'has no channel'],
    ['taken', 'already applied to this campaign'],
    ['failed', 'The sign-in did not go through'],
  ] as const)('says how the sign-in ended: %s', (result, words) => {
    const card = stateView(waiting, { ...none, signIn: result, signIns: ['google'] });
    expect(card.querySelector('.alert')?.textContent).toContain(words);
  });
});

describe('each state of a submission', () => {
  it.each([
    ['received', 'Thanks, your application was received'],
    ['verifyEmail', 'Check your inbox'],
    ['invited', 'You’re in!'],
    ['noKeysLeft', 'All the keys are taken'],
    ['channelNotFound', 'We could not find this channel'],
  ] as const)('%s has its own words', (state, heading) => {
    const card = stateView(submission({ state }), none);
    expect(card.querySelector('h2')?.textContent).toBe(heading);
    expect(card.getAttribute('role')).toBe('status');
  });

  it("shows the campaign's ad with a safe link", () => {
    const card = stateView(
      submission({
        state: 'ad',
        ad: {
          title: 'Wishlist Starfall',
          description: 'Out in May.',
          ctaLabel: 'Wishlist now',
          ctaUrl: 'https://store.example/starfall',
        },
      }),
      none,
    );
    expect(card.querySelector('h3')?.textContent).toBe('Wishlist Starfall');
    expect(text(card)).toContain('Out in May.');
    const link = card.querySelector('a');
    expect(link?.textContent).toBe('Wishlist now');
    expect(link?.getAttribute('href')).toBe('https://store.example/starfall');
    expect(link?.getAttribute('rel')).toBe('noopener');
    const unsafe = stateView(
      submission({
        state: 'ad',
        ad: { title: null, description: null, ctaLabel: 'x', ctaUrl: 'javascript:alert(1)' },
      }),
      none,
    );
    expect(unsafe.querySelector('a')).toBeNull();
  });

  it('offers another try when the channel was not found', () => {
    const onRetry = vi.fn();
    const card = stateView(submission({ state: 'channelNotFound' }), { ...none, onRetry });
    card.querySelector('button')?.click();
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('embed mode', () => {
  it('posts the page height to the parent, and again when it changes', () => {
    const observers: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const parent = { postMessage: vi.fn() };
    let height = 480;
    vi.spyOn(document.documentElement, 'getBoundingClientRect').mockImplementation(
      () => ({ height }) as DOMRect,
    );
    expect(startEmbed('', parent as unknown as Window)).toBe(false);
    expect(startEmbed('?embed=1', parent as unknown as Window)).toBe(true);
    expect(document.documentElement.classList.contains('embed')).toBe(true);
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { type: EMBED_HEIGHT_MESSAGE, height: 480 },
      '*',
    );
    height = 731.2;
    for (const observer of observers) observer([], {} as ResizeObserver);
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { type: 'apply-embed-height', height: 732 },
      '*',
    );
    expect(parent.postMessage).toHaveBeenCalledTimes(2);
    document.documentElement.classList.remove('embed');
  });
});
