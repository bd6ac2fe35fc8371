import { ErrorCode, messages } from '@app/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/index.ts';
import { AppError } from '../../platform/index.ts';
import { countHit } from './count-hit.ts';

const WINDOW_SECONDS = 15 * 60;

/**
 * Two counters on every login attempt: per client IP (counted before the body is read) and
 * per email (counted once the JSON is parsed). Counted in the database (count-hit.ts), so
 * LOGIN_RATE_LIMIT holds in total however many web processes share it.
 */
export function loginRateLimit(db: Db, max: number) {
  const check = async (key: string, reply: FastifyReply): Promise<void> => {
    const { hits, resetInSeconds } = await countHit(db, key, WINDOW_SECONDS);
    if (hits > max) {
      reply.header('retry-after', String(resetInSeconds));
      throw new AppError(ErrorCode.TooManyRequests, messages.tooManyRequests);
    }
  };
  return {
    onRequest: (request: FastifyRequest, reply: FastifyReply) =>
      check(`login-ip:${request.ip}`, reply),
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      const email = emailOf(request.body);
      if (email) await check(`login-email:${email}`, reply);
    },
  };
}

function emailOf(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('email' in body)) return '';
  const email = (body as { email: unknown }).email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}
