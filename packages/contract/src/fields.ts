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

/** The largest PostgreSQL `integer` (int4): the type of ids and other whole-number columns. */
export const INT4_MAX = 2_147_483_647;

/**
 * A row id in a JSON body: a whole number 1..INT4_MAX. Ids are `serial` (int4) columns, so a
 * larger number names no row: it is a 400 here, never a database error.
 */
export const rowId = z.number().int().min(1).max(INT4_MAX);
/** A row id in a path, a query or a multipart field: the same range, read from text. */
export const id = z.coerce.number().int().min(1).max(INT4_MAX);
/** An id of a `bigserial` table (sent emails): up to Number.MAX_SAFE_INTEGER, read from text. */
export const bigId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
export const ids = z
  .array(rowId, { error: requiredIssue })
  .min(1, { error: messages.valueRequired })
  .max(1000);
export const isoDate = z.string();

/** When a row was created and last changed (ISO strings): the last fields of most answers. */
export const timestamps = { createdAt: z.string(), updatedAt: z.string() };

/** Whole-number counters, one per name, in that order: the fields of stats answers. */
export function counterFields<const K extends string>(...names: K[]) {
  return Object.fromEntries(names.map((name) => [name, z.number().int()])) as Record<
    K,
    z.ZodNumber
  >;
}

/** An object of whole-number counters (`counterFields` as a schema). */
export const counters = <const K extends string>(...names: K[]) =>
  z.object(counterFields(...names));

/**
 * An OAuth provider's redirect back (RFC 6749 4.1.2): the code, or an error, with our state.
 * Public routes: the browser arrives without our token.
 */
export const oauthCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
});
