import { z } from 'zod';
import type { BulkResult, IdsRequest } from './bulk.ts';
import { userRole, userStatus } from './enums.ts';
import {
  email,
  givenPassword,
  id,
  newPassword,
  optionalString,
  requiredString,
  timestamps,
} from './fields.ts';
import { listRequest, listResponse } from './paging.ts';

export const user = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  phoneNumber: z.string().nullable(),
  role: userRole,
  status: userStatus,
  avatarUrl: z.string().nullable(),
  lastActivityAt: z.string().nullable(),
  ...timestamps,
});
export type User = z.infer<typeof user>;

export const createUserRequest = z.object({
  email,
  firstName: requiredString(100),
  lastName: optionalString(100),
  phoneNumber: optionalString(40),
  role: userRole,
  password: newPassword,
});
export type CreateUserRequest = z.infer<typeof createUserRequest>;

/** Admin edit of a team member; a new password is optional. */
export const updateUserRequest = z.object({
  email: email.optional(),
  firstName: requiredString(100).optional(),
  lastName: optionalString(100),
  phoneNumber: optionalString(40),
  role: userRole.optional(),
  status: userStatus.optional(),
  password: newPassword.optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

/** Own profile. Changing the password needs the current one. */
export const updateProfileRequest = z
  .object({
    email: email.optional(),
    firstName: requiredString(100).optional(),
    lastName: optionalString(100),
    phoneNumber: optionalString(40),
    avatarS3key: z.string().max(300).nullish(),
    currentPassword: givenPassword.optional(),
    newPassword: newPassword.optional(),
  })
  .refine((v) => !v.newPassword || v.currentPassword, {
    path: ['currentPassword'],
    error: 'Value is required',
  });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const userSortFields = [
  'name',
  'email',
  'role',
  'status',
  'createdAt',
  'lastActivityAt',
] as const;
export const userListRequest = listRequest([...userSortFields], {
  role: userRole,
  status: userStatus,
});
export type UserListRequest = z.input<typeof userListRequest>;
export const userListResponse = listResponse(user);
export type UserListResponse = z.infer<typeof userListResponse>;

export const userIdParams = z.object({ id });
/** POST /user/delete (idsRequest) answers one result per id (all ok; any refusal: 400). */
export type DeleteUsersRequest = IdsRequest;
export type DeleteUsersResponse = BulkResult;
