import { z } from 'zod';
import { enumValues, UserRole, UserStatus } from './enums.ts';
import { bulkResult } from './errors.ts';
import {
  email,
  givenPassword,
  id,
  ids,
  newPassword,
  optionalString,
  requiredString,
} from './fields.ts';
import { listRequest, listResponse } from './paging.ts';

const role = z.union(
  enumValues(UserRole).map((v) => z.literal(v)) as [z.ZodLiteral<1>, z.ZodLiteral<2>],
);
const status = z.union(
  enumValues(UserStatus).map((v) => z.literal(v)) as [z.ZodLiteral<1>, z.ZodLiteral<2>],
);

export const user = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  phoneNumber: z.string().nullable(),
  role,
  status,
  avatarUrl: z.string().nullable(),
  lastActivityAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof user>;

export const createUserRequest = z.object({
  email,
  firstName: requiredString(100),
  lastName: optionalString(100),
  phoneNumber: optionalString(40),
  role,
  password: newPassword,
});
export type CreateUserRequest = z.infer<typeof createUserRequest>;

/** Admin edit of a team member; a new password is optional. */
export const updateUserRequest = z.object({
  email: email.optional(),
  firstName: requiredString(100).optional(),
  lastName: optionalString(100),
  phoneNumber: optionalString(40),
  role: role.optional(),
  status: status.optional(),
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
export const userListRequest = listRequest([...userSortFields], { role, status });
export type UserListRequest = z.input<typeof userListRequest>;
export const userListResponse = listResponse(user);
export type UserListResponse = z.infer<typeof userListResponse>;

export const userIdParams = z.object({ id });
export const deleteUsersRequest = z.object({ ids });
export type DeleteUsersRequest = z.infer<typeof deleteUsersRequest>;

/** POST /user/delete answers one result per id (all ok; any refusal answers 400 instead). */
export const deleteUsersResponse = bulkResult;
export type DeleteUsersResponse = z.infer<typeof deleteUsersResponse>;
