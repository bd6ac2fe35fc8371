import { type EndpointAccess, UserRole } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { AccessGuards, AppContext } from '../../platform/index.ts';
import { AppError } from '../../platform/index.ts';
import { actorOf, authenticate } from './authenticate.ts';

/** The roles each signed-in access level of the contract admits (PRODUCT.md "Roles"). */
const rolesOf: Record<Exclude<EndpointAccess, 'public'>, readonly UserRole[]> = {
  // The check names the roles, so a future role is refused until it is given these rights.
  team: [UserRole.Admin, UserRole.Manager],
  admin: [UserRole.Admin],
};

/** preHandler after authenticate: 403 unless the actor has one of the roles. */
export function requireRole(...roles: readonly UserRole[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const actor = actorOf(request);
    if (!(roles as readonly number[]).includes(actor.role)) throw AppError.forbidden();
  };
}

/**
 * The one place where an endpoint's declared access becomes hooks: signed-in endpoints
 * authenticate before the body is validated (an anonymous caller learns nothing from a
 * 400), and the role is checked after.
 */
export function accessGuards(ctx: AppContext): AccessGuards {
  const signedIn = authenticate(ctx);
  return {
    public: {},
    team: { onRequest: signedIn, preHandler: requireRole(...rolesOf.team) },
    admin: { onRequest: signedIn, preHandler: requireRole(...rolesOf.admin) },
  };
}
