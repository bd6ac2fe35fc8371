import type {
  ApplySignInResult,
  ChannelSignIn,
  PublicApplyPage,
  PublicSubmission,
} from '@app/contract';
import { BadRequestError, errorMessage } from '../../api/errors.ts';
import { signInLabel, signInNote } from '../channel-sign-in.ts';
import { h, replace, setBusy } from '../dom.ts';
import { alertLine, emptyView, hero, loadingView, pathSegment, show } from '../shell.ts';
import {
  channelSignInUrl,
  checkSubmissionCode,
  getApplyPage,
  getSubmission,
  submitApplication,
} from './apply-api.ts';
import {
  type ApplyField,
  applicationBody,
  type FieldErrors,
  fieldName,
  serverFieldErrors,
  validateApplication,
} from './apply-form.ts';
import {
  codeInstead,
  codeNotFoundYet,
  POLL_INTERVAL_MS,
  POLL_LIMIT_MS,
  type StateText,
  signInResultText,
  stateText,
  stillProcessing,
} from './apply-states.ts';

// /apply/{slug}: a live-capture campaign's public form. A creator applies with their email
// and channel, then reads where their submission stands (polled while it is processed).

export type ApplyLocation = {
  slug: string;
  /** ?submission={token}: the page shows that submission (after the confirmation link). */
  submission: string | null;
  /** ?confirmed=1: the creator has just confirmed their email. */
  confirmed: boolean;
  /** ?signIn=…: how the sign-in that proves the channel just ended. */
  signIn: ApplySignInResult | null;
};

const signInResults: readonly string[] = ['proven', 'noChannel', 'taken', 'failed'];

export function readLocation(pathname: string, search: string): ApplyLocation {
  const query = new URLSearchParams(search);
  return {
    slug: pathSegment(pathname, 2),
    submission: query.get('submission'),
    confirmed: query.get('confirmed') === '1',
    signIn: signInResults.includes(query.get('signIn') ?? '')
      ? (query.get('signIn') as ApplySignInResult)
      : null,
  };
}

/** True for an answer that says the page (or the submission) does not exist. */
const isMissing = (error: unknown) =>
  error instanceof BadRequestError && (error.status === 404 || error.status === 400);

function notFound(): HTMLElement {
  return emptyView(
    'This page does not exist',
    'The link may be mistyped, or the campaign is closed and no longer takes applications.',
  );
}

/** Loads the page of `location.slug` into `main`. */
export async function startApplyPage(main: HTMLElement, location: ApplyLocation): Promise<void> {
  show(main, ...loadingView());
  main.setAttribute('aria-busy', 'true');
  let page: PublicApplyPage;
  try {
    page = await getApplyPage(location.slug);
  } catch (error) {
    show(
      main,
      isMissing(error) ? notFound() : emptyView('Something went wrong', errorMessage(error)),
    );
    return;
  }
  document.title = page.productTitle ? `${page.title} · ${page.productTitle}` : page.title;
  const body = h('div', { class: 'form' });
  show(
    main,
    hero(page.imageUrl, page.productTitle, page.title),
    page.intro ? h('section', { class: 'card' }, h('p', { class: 'prose' }, page.intro)) : null,
    body,
  );
  const view = new ApplyView(page, body);
  if (!location.submission) {
    view.showForm();
    return;
  }
  try {
    const submission = await getSubmission(page.slug, location.submission);
    view.showState(submission, { confirmed: location.confirmed, signIn: location.signIn });
  } catch (error) {
    if (!isMissing(error)) replace(body, alertLine('error', errorMessage(error)));
    else view.showForm();
  }
}

/** The form, then the submission's state, in the page's body. */
export class ApplyView {
  private pollTimer: ReturnType<typeof setTimeout> | undefined;
  /** The state on screen, so a poll that changes nothing redraws nothing. */
  private shown: string | null = null;
  private readonly page: PublicApplyPage;
  private readonly body: HTMLElement;
  private readonly now: () => number;

  constructor(page: PublicApplyPage, body: HTMLElement, now: () => number = Date.now) {
    this.page = page;
    this.body = body;
    this.now = now;
  }

  showForm(values?: Record<string, string>): void {
    clearTimeout(this.pollTimer);
    this.shown = null;
    replace(
      this.body,
      applyForm(this.page, (submission) => this.showState(submission), values),
    );
  }

  /** Shows where `submission` stands, polling it while it is processed. */
  showState(
    submission: PublicSubmission,
    notice: Notice = noNotice,
    pollStarted = this.now(),
  ): void {
    clearTimeout(this.pollTimer);
    rememberSubmission(submission.token);
    if (this.shown !== submission.state) this.draw(submission, notice);
    if (submission.state !== 'processing') return;
    this.pollTimer = setTimeout(async () => {
      if (this.now() - pollStarted >= POLL_LIMIT_MS) {
        this.shown = null;
        replace(this.body, stateCard(stillProcessing));
        return;
      }
      try {
        const next = await getSubmission(this.page.slug, submission.token);
        this.showState(next, notice, pollStarted);
      } catch {
        // A missed poll (a flaky phone network): try again at the next tick.
        this.showState(submission, notice, pollStarted);
      }
    }, POLL_INTERVAL_MS);
  }

  private draw(submission: PublicSubmission, notice: Notice): void {
    this.shown = submission.state;
    const state = stateView(submission, {
      ...notice,
      signIns: this.page.signIn,
      onSignIn: async (provider, button, note) => {
        setBusy(button, true);
        try {
          window.location.assign(
            await channelSignInUrl(this.page.slug, submission.token, provider),
          );
        } catch (error) {
          setBusy(button, false);
          note.textContent = errorMessage(error);
        }
      },
      onCheck: async (button, note) => {
        setBusy(button, true);
        try {
          const next = await checkSubmissionCode(this.page.slug, submission.token);
          if (next.state === 'verifyCode') {
            setBusy(button, false);
            note.textContent = codeNotFoundYet;
          } else this.showState(next);
        } catch (error) {
          setBusy(button, false);
          note.textContent = errorMessage(error);
        }
      },
      onRetry: () => {
        forgetSubmission();
        this.showForm();
      },
    });
    replace(this.body, state);
    state.querySelector('h2')?.focus();
  }
}

/** Keeps the submission in the address, so a reload shows it again. */
function rememberSubmission(token: string): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get('submission') === token) return;
  url.searchParams.set('submission', token);
  url.searchParams.delete('confirmed');
  url.searchParams.delete('signIn');
  window.history.replaceState(null, '', url);
}

function forgetSubmission(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('submission');
  url.searchParams.delete('confirmed');
  url.searchParams.delete('signIn');
  window.history.replaceState(null, '', url);
}

function stateCard(text: StateText, ...children: (HTMLElement | null)[]): HTMLElement {
  return h(
    'section',
    { class: `card state-${text.tone}`, role: 'status' },
    h('h2', { tabindex: -1 }, text.head),
    h('p', { class: 'muted' }, text.text),
    ...children,
  );
}

/** What the creator just did elsewhere: opened the confirmation link, or signed in. */
type Notice = { confirmed: boolean; signIn: ApplySignInResult | null };
const noNotice: Notice = { confirmed: false, signIn: null };

type StateActions = Notice & {
  /** The sign-ins the page offers (the one of the channel's platform is shown). */
  signIns: readonly ChannelSignIn[];
  onSignIn: (provider: ChannelSignIn, button: HTMLButtonElement, note: HTMLElement) => void;
  onCheck: (button: HTMLButtonElement, note: HTMLElement) => void;
  onRetry: () => void;
};

/** The sign-in that proves a channel of this platform (ChannelType: 1 YouTube, 2 Twitch). */
const signInFor = (channelType: PublicSubmission['channelType']): ChannelSignIn | null =>
  channelType === 1 ? 'google' : channelType === 2 ? 'twitch' : null;

/** "Sign in with …", when the page offers the sign-in of the channel's platform. */
function signInPart(submission: PublicSubmission, actions: StateActions): HTMLElement[] {
  const provider = signInFor(submission.channelType);
  if (!provider || !actions.signIns.includes(provider)) return [];
  const note = h('p', { class: 'muted small', 'aria-live': 'polite' });
  const button = h('button', { type: 'button', class: 'button' }, signInLabel[provider]);
  button.addEventListener('click', () => actions.onSignIn(provider, button, note));
  return [
    h('div', null, button),
    h('p', { class: 'muted small' }, signInNote),
    note,
    h('p', { class: 'muted' }, codeInstead),
  ];
}

/** The card for a submission's state. */
export function stateView(submission: PublicSubmission, actions: StateActions): HTMLElement {
  const signIn = submission.state === 'verifyCode' ? signInPart(submission, actions) : [];
  const text = stateText(submission, signIn.length > 0);
  const parts: (HTMLElement | null)[] = [];
  if (actions.confirmed)
    parts.push(alertLine('success', 'Thanks, your email address is confirmed.'));
  if (actions.signIn) {
    const result = signInResultText[actions.signIn];
    parts.push(alertLine(result.tone, result.text));
  }
  if (submission.message && (submission.state === 'received' || submission.state === 'invited'))
    parts.push(h('p', { class: 'prose' }, submission.message));
  if (submission.state === 'processing')
    parts.push(h('p', { class: 'spinner', 'aria-hidden': 'true' }));
  if (submission.state === 'verifyCode' && submission.verificationCode) {
    const note = h('p', { class: 'muted small', 'aria-live': 'polite' });
    const button = h(
      'button',
      { type: 'button', class: signIn.length > 0 ? 'button outlined' : 'button' },
      'Check now',
    );
    button.addEventListener('click', () => actions.onCheck(button, note));
    parts.push(
      ...signIn,
      h('p', { class: 'big-code', 'aria-label': 'Your code' }, submission.verificationCode),
      h('div', null, button),
      note,
    );
  }
  if (submission.state === 'ad' && submission.ad) {
    const { ad } = submission;
    parts.push(
      h(
        'div',
        { class: 'ad' },
        ad.title ? h('h3', null, ad.title) : null,
        ad.description ? h('p', { class: 'prose' }, ad.description) : null,
        ad.ctaUrl && /^https?:\/\//i.test(ad.ctaUrl)
          ? h(
              'p',
              null,
              h(
                'a',
                { href: ad.ctaUrl, target: '_blank', rel: 'noopener', class: 'button' },
                ad.ctaLabel || 'Learn more',
              ),
            )
          : null,
      ),
    );
  }
  if (submission.state === 'channelNotFound') {
    const again = h('button', { type: 'button', class: 'button outlined' }, 'Try another link');
    again.addEventListener('click', actions.onRetry);
    parts.push(h('div', null, again));
  }
  return stateCard(text, ...parts);
}

// ---- The form ----

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function control(id: string, field: ApplyField): Control {
  const common = { id, name: fieldName(field.key), class: 'input', required: field.required };
  if (field.type === 'longText') return h('textarea', { ...common, maxlength: 2000, rows: 4 });
  if (field.type === 'select') {
    return h(
      'select',
      common,
      h('option', { value: '' }, 'Choose…'),
      ...field.options.map((option) => h('option', { value: option }, option)),
    );
  }
  if (field.type === 'url')
    return h('input', { ...common, type: 'url', inputmode: 'url', maxlength: 2000 });
  return h('input', { ...common, type: 'text', maxlength: 500 });
}

/** A labelled control with its message line; answers the row and a way to set the message. */
function fieldRow(id: string, labelText: string, required: boolean, input: Control) {
  const error = h('p', { id: `${id}-error`, class: 'field-error' });
  input.setAttribute('aria-describedby', error.id);
  const row = h(
    'div',
    { class: 'field' },
    h(
      'label',
      { for: id },
      labelText,
      required ? h('span', { class: 'required', 'aria-hidden': 'true' }, ' *') : null,
    ),
    input,
    error,
  );
  const setError = (message: string | undefined) => {
    error.textContent = message ?? '';
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  return { row, input, setError };
}

export function applyForm(
  page: PublicApplyPage,
  onSubmitted: (submission: PublicSubmission) => void,
  initial: Record<string, string> = {},
): HTMLElement {
  const email = fieldRow(
    'apply-email',
    'Email',
    true,
    h('input', {
      id: 'apply-email',
      name: 'email',
      type: 'email',
      class: 'input',
      autocomplete: 'email',
      required: true,
      maxlength: 254,
    }),
  );
  const channel = fieldRow(
    'apply-channel',
    'Channel URL',
    true,
    h('input', {
      id: 'apply-channel',
      name: 'channelUrl',
      type: 'url',
      inputmode: 'url',
      class: 'input',
      required: true,
      maxlength: 2000,
      placeholder: 'https://www.youtube.com/@yourchannel',
    }),
  );
  const extras = page.fields.map((field, index) => {
    const id = `apply-field-${index}`;
    return { field, ...fieldRow(id, field.label, field.required, control(id, field)) };
  });
  const rows = new Map<string, ReturnType<typeof fieldRow>>([
    ['email', email],
    ['channelUrl', channel],
    ...extras.map((extra) => [fieldName(extra.field.key), extra] as const),
  ]);
  for (const [name, value] of Object.entries(initial)) {
    const row = rows.get(name);
    if (row) row.input.value = value;
  }
  // People leave it empty (they never see it); bots fill it.
  const honeypot = h('input', {
    id: 'apply-website',
    name: 'website',
    tabindex: -1,
    autocomplete: 'off',
  });
  const formError = h('div');
  const button = h('button', { type: 'submit', class: 'button' }, 'Apply');
  const form = h(
    'form',
    { class: 'form', novalidate: true, 'aria-labelledby': 'apply-heading' },
    h('p', { class: 'muted small' }, 'Fields marked * are required.'),
    email.row,
    channel.row,
    ...extras.map((extra) => extra.row),
    h(
      'div',
      { class: 'honeypot', 'aria-hidden': 'true' },
      h('label', { for: 'apply-website' }, 'Website'),
      honeypot,
    ),
    formError,
    h('div', null, button),
  );

  const values = () => ({
    email: email.input.value,
    channelUrl: channel.input.value,
    fields: Object.fromEntries(extras.map((extra) => [extra.field.key, extra.input.value])),
  });
  const showErrors = (errors: FieldErrors) => {
    let first: Control | null = null;
    for (const [name, row] of rows) {
      row.setError(errors[name]);
      if (errors[name] && !first) first = row.input;
    }
    replace(formError, errors.form ? alertLine('error', errors.form) : null);
    first?.focus();
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const current = values();
    const errors = validateApplication(page.fields, current);
    showErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setBusy(button, true);
    try {
      onSubmitted(
        await submitApplication(page.slug, applicationBody(page.fields, current, honeypot.value)),
      );
    } catch (error) {
      setBusy(button, false);
      showErrors(
        error instanceof BadRequestError
          ? serverFieldErrors(page.fields, error.fields, error.message)
          : { form: errorMessage(error) },
      );
    }
  });
  return h('section', { class: 'card' }, h('h2', { id: 'apply-heading' }, 'Apply'), form);
}
