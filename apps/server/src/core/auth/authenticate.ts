import { UserStatus } from '@app/contract';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor, AppContext } from '../../platform/index.ts';
import { AppError, type UserRow, users } from '../../platform/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded fresh from the database by `authenticate`. */
    actor: UserRow | null;
  }
}

export type { Actor };

const ACTIVITY_RESOLUTION_MS = 60_000;

/**
 * Request hook: Bearer token -> the user, read from the database on every request, so a
 * Suspended or deleted user's earlier tokens, and tokens issued before a password change,
 * stop working at once.
 */
export function authenticate(ctx: AppContext) {
  // Every signed-in request reads its user: a named statement, built and planned once.
  const userById = ctx.db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('authenticate_user');
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match?.[1] ? await ctx.tokens.verify(match[1]) : null;
    if (!claims) throw AppError.unauthorized();
    const [user] = await userById.execute({ id: claims.userId });
    if (!user || user.status !== UserStatus.Active) throw AppError.unauthorized();
    if (user.tokenVersion !== claims.tokenVersion) throw AppError.unauthorized();
    request.actor = await touchActivity(ctx, user);
    // Every later line of this request names who made it (reqId is already there). The reply
    // keeps its own logger, which writes the "request completed" line.
    const log = request.log.child({ userId: user.id });
    request.log = log;
    reply.log = log;
  };
}

/** lastActivityAt moves at most once a minute per user: one cheap conditional write. */
async function touchActivity(ctx: AppContext, user: UserRow): Promise<UserRow> {
  const last = user.lastActivityAt?.getTime() ?? 0;
  if (Date.now() - last < ACTIVITY_RESOLUTION_MS) return user;
  const [updated] = await ctx.db
    .update(users)
    .set({ lastActivityAt: sql`now()` })
    .where(
      and(
        eq(users.id, user.id),
        or(
          isNull(users.lastActivityAt),
          lt(users.lastActivityAt, sql`now() - interval '1 minute'`),
        ),
      ),
    )
    .returning({ lastActivityAt: users.lastActivityAt });
  return updated ? { ...user, lastActivityAt: updated.lastActivityAt } : user;
}

/** The actor of an authenticated route (authenticate ran before). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw AppError.unauthorized();
  return request.actor;
}
