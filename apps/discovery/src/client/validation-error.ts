import { ErrorCode, messages } from '@app/contract';
import type { z } from 'zod';
import { DiscoveryRequestError } from './discovery-client.ts';

/** zod's issues as the project's 400: { "filters.followers.min": "..." }, first per path. */
export function validationError(error: z.ZodError): DiscoveryRequestError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    if (!(path in fields)) fields[path] = issue.message;
  }
  const message = Object.values(fields)[0] ?? messages.valueRequired;
  return new DiscoveryRequestError(400, { code: ErrorCode.Validation, message, fields });
}

/** Parses input with a contract schema; failure is the 400 the HTTP service would answer. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
