import { bulkResult, idsRequest } from '../bulk.ts';
import { defineEndpoints, upload } from '../endpoint.ts';
import { uploadResponse } from '../files.ts';
import {
  createUserRequest,
  updateProfileRequest,
  updateUserRequest,
  user,
  userIdParams,
  userListRequest,
  userListResponse,
} from '../users.ts';

/**
 * Own profile: any signed-in user. Team management (list, read, create, edit, delete other
 * users) is Admin only, reads included: PRODUCT.md gives Settings > Team to Admins alone.
 */
export const userEndpoints = defineEndpoints('users', {
  me: {
    method: 'GET',
    path: '/user',
    access: 'team',
    summary: 'The signed-in user',
    response: user,
  },
  updateMe: {
    method: 'PUT',
    path: '/user',
    access: 'team',
    summary: 'Edit the own profile; a new password needs the current one',
    body: updateProfileRequest,
    partial: true,
    response: user,
  },
  uploadAvatar: {
    method: 'POST',
    path: '/user/avatar',
    access: 'team',
    summary: 'Upload an avatar image (multipart field `file`); set it with PUT /user',
    body: upload(),
    response: uploadResponse,
  },
  list: {
    method: 'POST',
    path: '/user/list',
    access: 'admin',
    summary: 'Team list: paging, sort, search over name and email, role/status filters',
    body: userListRequest,
    response: userListResponse,
  },
  delete: {
    method: 'POST',
    path: '/user/delete',
    access: 'admin',
    summary: 'Delete users (not oneself, never the last active Admin)',
    body: idsRequest,
    response: bulkResult,
  },
  create: {
    method: 'POST',
    path: '/user',
    access: 'admin',
    summary: 'Create a team member',
    body: createUserRequest,
    response: user,
  },
  get: {
    method: 'GET',
    path: '/user/{id}',
    access: 'admin',
    summary: 'A team member',
    params: userIdParams,
    response: user,
    errors: [404],
  },
  update: {
    method: 'PUT',
    path: '/user/{id}',
    access: 'admin',
    summary: 'Edit a team member (role, status, password reset)',
    params: userIdParams,
    body: updateUserRequest,
    partial: true,
    response: user,
    errors: [404],
  },
});
