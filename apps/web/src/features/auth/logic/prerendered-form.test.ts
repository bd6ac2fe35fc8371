import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adoptPrerenderedForm,
  CLICK_REQUESTED_ATTRIBUTE,
  carryPrerenderedInput,
  PRERENDERED_ATTRIBUTE,
  SUBMIT_REQUESTED_ATTRIBUTE,
} from './prerendered-form.ts';

function prerenderedForm(marked = true) {
  document.body.innerHTML = `<form ${marked ? `${PRERENDERED_ATTRIBUTE}="" method="post"` : ''}>
    <input name="email" type="email"><input name="password" type="password">
    <button type="button">Show password</button><button type="submit">Sign in</button></form>`;
  const form = document.querySelector('form') as HTMLFormElement;
  const input = (name: string) => form.querySelector(`input[name="${name}"]`) as HTMLInputElement;
  return { form, email: input('email'), password: input('password') };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the prerendered sign-in form', () => {
  it('carries what was typed, and the focused field, into the app', () => {
    const { email, password } = prerenderedForm();
    email.value = 'ana@studio.test';
    password.value = 'half-typed';
    password.focus();
    expect(carryPrerenderedInput()).toEqual({
      values: { email: 'ana@studio.test', password: 'half-typed' },
      focused: 'password',
    });
  });

  it('carries nothing from a form the app drew itself, or when there is no document', () => {
    const { email } = prerenderedForm(false);
    email.value = 'old@studio.test';
    email.focus();
    const empty = { values: { email: '', password: '' }, focused: null };
    expect(carryPrerenderedInput()).toEqual(empty);
    expect(carryPrerenderedInput(undefined)).toEqual(empty);
  });

  it('is adopted: unmarked, and submitted when the visitor already asked to', () => {
    const { form } = prerenderedForm();
    form.setAttribute(SUBMIT_REQUESTED_ATTRIBUTE, '');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    adoptPrerenderedForm(form);
    expect(submitted).toHaveBeenCalledTimes(1);
    for (const name of [PRERENDERED_ATTRIBUTE, SUBMIT_REQUESTED_ATTRIBUTE, 'method']) {
      expect(form.hasAttribute(name), name).toBe(false);
    }
    // Adopting twice (a remount) submits nothing more.
    adoptPrerenderedForm(form);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('is not submitted on adoption when nobody asked', () => {
    const { form } = prerenderedForm();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    adoptPrerenderedForm(form);
    adoptPrerenderedForm(null);
    expect(submitted).not.toHaveBeenCalled();
    expect(form.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
  });

  it('clicks again, once adopted, a button the visitor clicked too early', () => {
    const { form } = prerenderedForm();
    const toggle = form.querySelector('button[type="button"]') as HTMLButtonElement;
    toggle.setAttribute(CLICK_REQUESTED_ATTRIBUTE, '');
    const clicked = vi.fn();
    toggle.addEventListener('click', clicked);
    adoptPrerenderedForm(form);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(toggle.hasAttribute(CLICK_REQUESTED_ATTRIBUTE)).toBe(false);
    adoptPrerenderedForm(form);
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});
