import { z } from 'zod';
import { messages } from './messages.ts';

// Reusable field schemas, so the server and the forms validate alike.

const requiredIssue = (iss: { input: unknown }) =>
  iss.input === undefined || iss.input === null ? messages.valueRequired : undefined;

/** A non-empty trimmed string; missing or blank -> "Value is required". */
export const requiredString = (max = 255) =>
  z
    .string({ error: requiredIssue })
    .trim()
    .min(1, { error: messages.valueRequired })
    .max(max, { error: `Must be ${max} characters or less` });

export const optionalString = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be ${max} characters or less` })
    .nullish()
    .transform((v) => (v ? v : null));

export const email = z
  .string({ error: requiredIssue })
  .trim()
  .min(1, { error: messages.valueRequired })
  .max(254, { error: messages.invalidEmail })
  // The browser's own <input type=email> rule (HTML5): accepts admin@localhost, the first
  // Admin's default address, which zod's stricter default pattern refuses.
  .pipe(z.email({ pattern: z.regexes.html5Email, error: messages.invalidEmail }))
  .transform((v) => v.toLowerCase());

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** New passwords: 8-128 characters with a letter and a digit. */
export const newPassword = z
  .string({ error: requiredIssue })
  .min(1, { error: messages.valueRequired })
  .refine((v) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX, {
    error: messages.invalidPassword,
  })
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), { error: messages.invalidPassword });

/** Passwords being checked (login, current password): only presence is validated. */
export const givenPassword = z
  .string({ error: requiredIssue })
  .min(1, { error: messages.valueRequired })
  .max(1024, { error: messages.invalidPassword });

export const id = z.coerce.number().int().positive();
export const ids = z
  .array(z.number().int().positive(), { error: requiredIssue })
  .min(1, { error: messages.valueRequired })
  .max(1000);
export const isoDate = z.string();
