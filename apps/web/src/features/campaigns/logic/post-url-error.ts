import { BadRequestError } from '../../../api/errors.ts';

/**
 * The message a refused video link shows on its field ("Influencer channel not found",
 * "Unsupported channel URL", ...), or null when the failure is not about the link.
 */
export function postUrlError(error: unknown): string | null {
  return error instanceof BadRequestError ? (error.fields.url ?? error.message) : null;
}
