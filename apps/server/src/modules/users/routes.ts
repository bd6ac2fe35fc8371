import {
  createUserRequest,
  deleteUsersRequest,
  deleteUsersResponse,
  UserRole,
  updateProfileRequest,
  updateUserRequest,
  user,
  userIdParams,
  userListRequest,
  userListResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { onlyPresent, rememberPresentKeys } from '../../http/present-keys.ts';
import { actorOf } from '../auth/authenticate.ts';
import { requireRole } from '../auth/policy.ts';
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
export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const adminOnly = requireRole(UserRole.Admin);
    const tags = ['users'];

    app.get(
      '/user',
      {
        schema: {
          tags,
          summary: 'The signed-in user',
          response: { 200: user, ...errorResponses(401) },
        },
      },
      async (request) => getUser(ctx, actorOf(request).id),
    );

    app.put(
      '/user',
      {
        preValidation: rememberPresentKeys,
        schema: {
          tags,
          summary: 'Edit the own profile; a new password needs the current one',
          body: updateProfileRequest,
          response: { 200: user, ...errorResponses(400, 401) },
        },
      },
      async (request) => updateProfile(ctx, actorOf(request), onlyPresent(request, request.body)),
    );

    app.post(
      '/user/list',
      {
        preHandler: adminOnly,
        schema: {
          tags,
          summary: 'Team list: paging, sort, search over name and email, role/status filters',
          body: userListRequest,
          response: { 200: userListResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => listUsers(ctx, request.body),
    );

    app.post(
      '/user/delete',
      {
        preHandler: adminOnly,
        schema: {
          tags,
          summary: 'Delete users (not oneself, never the last active Admin)',
          body: deleteUsersRequest,
          response: { 200: deleteUsersResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => deleteUsers(ctx, actorOf(request), request.body.ids),
    );

    app.post(
      '/user',
      {
        preHandler: adminOnly,
        schema: {
          tags,
          summary: 'Create a team member',
          body: createUserRequest,
          response: { 200: user, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => createUser(ctx, request.body),
    );

    app.get(
      '/user/:id',
      {
        preHandler: adminOnly,
        schema: {
          tags,
          summary: 'A team member',
          params: userIdParams,
          response: { 200: user, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => getUser(ctx, request.params.id),
    );

    app.put(
      '/user/:id',
      {
        preValidation: rememberPresentKeys,
        preHandler: adminOnly,
        schema: {
          tags,
          summary: 'Edit a team member (role, status, password reset)',
          params: userIdParams,
          body: updateUserRequest,
          response: { 200: user, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        updateUser(ctx, actorOf(request), request.params.id, onlyPresent(request, request.body)),
    );
  };
}
