import { messages } from '@app/contract';
import type { z } from 'zod';
import { BadResponseError } from './errors.ts';

/** Reads an answer through the contract's output schema; a mismatch is a bad response. */
export function parseResponse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new BadResponseError(200, messages.somethingGoesWrong);
  return parsed.data;
}
