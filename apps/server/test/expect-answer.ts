import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * A 400 VALIDATION answer as the forms read it: `message` (the first field's) and every
 * field's message, nothing else.
 */
export function expectValidation(
  response: LightMyRequestResponse,
  message: string,
  fields: Record<string, string>,
) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ code: 'VALIDATION', message, fields });
}

/**
 * A 400 that names exactly these fields (in any order), whatever their messages: for the
 * checks that the right fields were refused, not how the form words them.
 */
export function expectRefusedFields(response: LightMyRequestResponse, fields: string[]) {
  expect(response.statusCode, response.body).toBe(400);
  expect(Object.keys(response.json().fields).sort()).toEqual([...fields].sort());
}
