import type { LoginRequest } from '@app/contract';

// A type-only import: the contract's schemas (and zod) still load only on the first keystroke.
type LoginField = keyof LoginRequest;

/**
 * Marks the sign-in form of login.html (the build's prerender of /login) until the app has
 * adopted it. While it is there, the page's start script (scripts/prerender-login.ts) holds
 * back the form's submits, which the app has no handler for yet.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set by the start script on the prerendered form when the visitor submitted it too early. */
export const SUBMIT_REQUESTED_ATTRIBUTE = 'data-submit-requested';

/**
 * Set by the start script on a button of the prerendered form (Show password) that the visitor
 * clicked before the app could answer: the app clicks it again once it has adopted the form.
 */
export const CLICK_REQUESTED_ATTRIBUTE = 'data-click-requested';

export type CarriedInput = { values: Record<LoginField, string>; focused: LoginField | null };

/**
 * What the visitor typed into the prerendered sign-in form, and which field had focus, before
 * the app adopted it. The prerendered page shows (with the email field focused) while the
 * scripts still load, so a quick visitor types there; the app's form state starts from it, so
 * the adopted inputs keep their text and focus. Read during that first render; later (after a
 * sign-out, say) there is no such form and the fields start empty.
 */
export function carryPrerenderedInput(
  doc: Document | undefined = globalThis.document,
): CarriedInput {
  // At build time, prerendering the form itself, there is no document.
  if (!doc) return { values: { email: '', password: '' }, focused: null };
  const form = doc.querySelector(`form[${PRERENDERED_ATTRIBUTE}]`);
  const read = (name: LoginField) =>
    form?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';
  const active = doc.activeElement;
  const focused =
    form && active instanceof HTMLInputElement && form.contains(active)
      ? active.name === 'password'
        ? 'password'
        : 'email'
      : null;
  return { values: { email: read('email'), password: read('password') }, focused };
}

/**
 * The app has adopted the prerendered form: from now on its own handlers run. Clicks a button
 * the visitor clicked before the scripts had run, then submits the form if the visitor already
 * tried to (Enter or Sign in).
 */
export function adoptPrerenderedForm(form: HTMLFormElement | null): void {
  if (!form?.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
  const requested = form.hasAttribute(SUBMIT_REQUESTED_ATTRIBUTE);
  for (const name of [PRERENDERED_ATTRIBUTE, SUBMIT_REQUESTED_ATTRIBUTE, 'method']) {
    form.removeAttribute(name);
  }
  for (const button of form.querySelectorAll<HTMLButtonElement>(`[${CLICK_REQUESTED_ATTRIBUTE}]`)) {
    button.removeAttribute(CLICK_REQUESTED_ATTRIBUTE);
    button.click();
  }
  if (requested) form.requestSubmit();
}
