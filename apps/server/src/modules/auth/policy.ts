import type { UserRole } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { actorOf } from './authenticate.ts';

/** preHandler after authenticate: 403 unless the actor has one of the roles. */
export function requireRole(...roles: UserRole[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const actor = actorOf(request);
    if (!(roles as number[]).includes(actor.role)) throw AppError.forbidden();
  };
}
