import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode, messages } from '@app/contract';
import type { FastifyInstance } from 'fastify';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Every request, to every path (unknown ones too), must carry `Authorization: Bearer
 * <DISCOVERY_TOKEN>`; else 401. Compared as SHA-256 digests with timingSafeEqual: equal
 * lengths, and the time says nothing about how much of the token matched.
 */
export function registerTokenGuard(app: FastifyInstance, token: string): void {
  const expected = digest(token);
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
    if (given !== null && timingSafeEqual(digest(given), expected)) return;
    return reply
      .code(401)
      .header('www-authenticate', 'Bearer')
      .type('application/json')
      .send({ code: ErrorCode.Unauthorized, message: messages.unauthorized });
  });
}
