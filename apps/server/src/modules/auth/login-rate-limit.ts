import { ErrorCode, messages } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Two counters on every login attempt: per client IP (counted before the body is read) and
 * per email (counted once the JSON is parsed). @fastify/rate-limit's route option allows one
 * limiter per request, so both are built with createRateLimit and checked here.
 */
export function loginRateLimit(app: FastifyInstance, max: number) {
  const byIp = app.createRateLimit({
    max,
    timeWindow: WINDOW_MS,
    keyGenerator: (req) => `login-ip:${req.ip}`,
  });
  const byEmail = app.createRateLimit({
    max,
    timeWindow: WINDOW_MS,
    keyGenerator: (req) => `login-email:${emailOf(req.body)}`,
  });
  const check = async (
    limiter: typeof byIp,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError(ErrorCode.TooManyRequests, messages.tooManyRequests);
    }
  };
  return {
    onRequest: (request: FastifyRequest, reply: FastifyReply) => check(byIp, request, reply),
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      if (emailOf(request.body)) await check(byEmail, request, reply);
    },
  };
}

function emailOf(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('email' in body)) return '';
  const email = (body as { email: unknown }).email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}
