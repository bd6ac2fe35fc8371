import { ErrorCode } from '@app/contract';
import type { FastifyInstance } from 'fastify';

// PostgreSQL text cannot hold U+0000: a request carrying it anywhere is a 400 before
// validation, never a database error (the main server's http/refuse-nul.ts rule; copied small
// here so the service does not import the server).

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';

function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      pending.push(...current);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if ([request.params, request.query, request.body].some(holdsNul)) {
      return reply
        .code(400)
        .type('application/json')
        .send({ code: ErrorCode.Validation, message: NUL_MESSAGE, fields: { _: NUL_MESSAGE } });
    }
  });
}
