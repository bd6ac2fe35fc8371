import {
  type CreateUserRequest,
  type DeleteUsersRequest,
  type User,
  type UserListRequest,
  type updateUserRequest,
  userEndpoints,
} from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { useInvalidate, usePagedList } from '../../../api/query-hooks.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function listUsers(body: UserListRequest, signal?: AbortSignal) {
  return callEndpoint(userEndpoints.list, { body, signal });
}

export function createUser(body: CreateUserRequest): Promise<User> {
  return callEndpoint(userEndpoints.create, { body });
}

/** What the client sends: the contract's input side (optional fields may be left out). */
export type UpdateUserInput = z.input<typeof updateUserRequest>;

export function updateUser(id: number, body: UpdateUserInput): Promise<User> {
  return callEndpoint(userEndpoints.update, { params: { id }, body });
}

export function deleteUsers(body: DeleteUsersRequest) {
  return callEndpoint(userEndpoints.delete, { body });
}

export function useUserList(params: UserListRequest) {
  return usePagedList(queryKeys.users.list, listUsers, params);
}

export function useCreateUser() {
  const invalidate = useInvalidate(queryKeys.users.all);
  return useMutation({ mutationFn: createUser, onSuccess: invalidate });
}

export function useUpdateUser() {
  const invalidate = useInvalidate(queryKeys.users.all);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserInput }) => updateUser(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteUsers() {
  const invalidate = useInvalidate(queryKeys.users.all);
  return useMutation({ mutationFn: deleteUsers, onSettled: invalidate });
}
