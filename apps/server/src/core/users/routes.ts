import { userEndpoints as endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/index.ts';
import {
  createUser,
  deleteUsers,
  getUser,
  listUsers,
  updateProfile,
  updateUser,
} from './service.ts';

/**
 * Own profile: any signed-in user. Team management (list, read, create, edit, delete other
 * users) is Admin only, reads included: PRODUCT.md gives Settings > Team to Admins alone.
 */
export function userRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.endpoint(endpoints.me, ({ actor }) => getUser(ctx, actor.id));
    app.endpoint(endpoints.updateMe, ({ actor, body }) => updateProfile(ctx, actor, body));
    app.endpoint(endpoints.list, ({ body }) => listUsers(ctx, body));
    app.endpoint(endpoints.delete, ({ actor, body }) => deleteUsers(ctx, actor, body.ids));
    app.endpoint(endpoints.create, ({ body }) => createUser(ctx, body));
    app.endpoint(endpoints.get, ({ params }) => getUser(ctx, params.id));
    app.endpoint(endpoints.update, ({ actor, params, body }) =>
      updateUser(ctx, actor, params.id, body),
    );
  };
}
