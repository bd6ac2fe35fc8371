import type { PublicApplyPage } from '@app/contract';
import { formMessages, messages } from '@app/contract/messages.ts';

// The apply form's checks in the browser, with SPEC's messages; the server checks again and
// its field messages are shown the same way (serverFieldErrors).

export type ApplyField = PublicApplyPage['fields'][number];

/** The form's values: email, channel URL, and the extra fields' answers by key. */
export type ApplyValues = {
  email: string;
  channelUrl: string;
  fields: Record<string, string>;
};

/** Field messages by input name: `email`, `channelUrl`, `fields.<key>`. */
export type FieldErrors = Record<string, string>;

/** The longest answer: long texts (the contract's LEAD_MAGNET_ANSWER_MAX), short ones. */
export const LONG_ANSWER_MAX = 2000;
export const SHORT_ANSWER_MAX = 500;

// The browser's own <input type=email> rule (HTML5), as the contract's email field.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const CHANNEL_HOSTS =
  /^(?:(?:www\.|m\.)?youtube\.com|(?:www\.)?youtu\.be|(?:www\.|m\.)?twitch\.tv)$/;

/** The input name of an extra field. */
export const fieldName = (key: string) => `fields.${key}`;

/**
 * Whether a link names a YouTube or Twitch page (with or without https://). The server reads
 * the channel itself; this only spares a round trip for a link that can never work.
 */
export function isSupportedChannelUrl(text: string): boolean {
  const value = text.trim();
  if (!value || /\s/.test(value)) return false;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    return (
      CHANNEL_HOSTS.test(url.hostname.toLowerCase()) && url.pathname.replace(/\/+/g, '') !== ''
    );
  } catch {
    return false;
  }
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The message for one extra field's answer, or null when it is fine. */
export function fieldError(field: ApplyField, raw: string | undefined): string | null {
  const value = (raw ?? '').trim();
  if (!value) return field.required ? formMessages.required(field.label) : null;
  const max = field.type === 'longText' ? LONG_ANSWER_MAX : SHORT_ANSWER_MAX;
  if (value.length > max) return formMessages.max(field.label, max);
  if (field.type === 'url' && !isHttpUrl(value)) return messages.invalidUrl;
  if (field.type === 'select' && !field.options.includes(value)) return messages.valueRequired;
  return null;
}

/** Every field's message; empty when the form may be sent. */
export function validateApplication(fields: ApplyField[], values: ApplyValues): FieldErrors {
  const errors: FieldErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = formMessages.required('Email');
  else if (email.length > 254 || !EMAIL.test(email)) errors.email = messages.invalidEmail;
  const channel = values.channelUrl.trim();
  if (!channel) errors.channelUrl = formMessages.required('Channel URL');
  else if (channel.length > 2000 || !isSupportedChannelUrl(channel))
    errors.channelUrl = messages.unsupportedChannelUrl;
  for (const field of fields) {
    const message = fieldError(field, values.fields[field.key]);
    if (message) errors[fieldName(field.key)] = message;
  }
  return errors;
}

/** The request body: trimmed values, empty optional answers left out. */
export function applicationBody(fields: ApplyField[], values: ApplyValues, website: string) {
  const answers: Record<string, string> = {};
  for (const field of fields) {
    const value = (values.fields[field.key] ?? '').trim();
    if (value) answers[field.key] = value;
  }
  return {
    email: values.email.trim(),
    channelUrl: values.channelUrl.trim(),
    fields: answers,
    ...(website ? { website } : {}),
  };
}

/**
 * The server's field messages (a 400's `fields`: `email`, `channelUrl`, `fields.<key>` or
 * `fields`) by input name; a message for no known field stays under `form`.
 */
export function serverFieldErrors(
  fields: ApplyField[],
  answer: Record<string, string>,
  message: string,
): FieldErrors {
  const names = new Set(['email', 'channelUrl', ...fields.map((f) => fieldName(f.key))]);
  const errors: FieldErrors = {};
  for (const [path, text] of Object.entries(answer)) {
    if (names.has(path)) errors[path] = text;
    else errors.form = text;
  }
  if (Object.keys(errors).length === 0) errors.form = message;
  return errors;
}
