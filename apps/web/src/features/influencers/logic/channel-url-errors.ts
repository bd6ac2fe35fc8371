import { messages } from '@app/contract';
import { BadRequestError } from '../../../api/errors.ts';

// Answers about a pasted link belong on the URL field, whatever shape the error has.
const urlMessages: readonly string[] = [
  messages.unsupportedChannelUrl,
  messages.channelAlreadyExists,
  messages.urlIsEmpty,
  messages.invalidUrl,
];

/** The message to show on the URL field for a failed add, or null for a toast. */
export function channelUrlError(error: unknown): string | null {
  if (!(error instanceof BadRequestError)) return null;
  if (error.fields.url) return error.fields.url;
  return urlMessages.includes(error.message) ? error.message : null;
}
