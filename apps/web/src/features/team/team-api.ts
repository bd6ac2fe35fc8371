import {
  bulkResult,
  type CreateUserRequest,
  type DeleteUsersRequest,
  type User,
  type UserListRequest,
  type updateUserRequest,
  user,
  userListResponse,
} from '@app/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../api/http.ts';
import { parseResponse } from '../../api/parse-response.ts';
import { queryKeys } from '../../api/query-keys.ts';

export async function listUsers(params: UserListRequest, signal?: AbortSignal) {
  return parseResponse(userListResponse, await http.post<unknown>('user/list', params, { signal }));
}

export async function createUser(body: CreateUserRequest): Promise<User> {
  return parseResponse(user, await http.post<unknown>('user', body));
}

/** What the client sends: the contract's input side (optional fields may be left out). */
export type UpdateUserInput = z.input<typeof updateUserRequest>;

export async function updateUser(id: number, body: UpdateUserInput): Promise<User> {
  return parseResponse(user, await http.put<unknown>(`user/${id}`, body));
}

export async function deleteUsers(body: DeleteUsersRequest) {
  return parseResponse(bulkResult, await http.post<unknown>('user/delete', body));
}

export function useUserList(params: UserListRequest) {
  return useQuery({
    queryKey: queryKeys.users.list(params),
    queryFn: ({ signal }) => listUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: createUser, onSuccess: invalidate });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserInput }) => updateUser(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteUsers() {
  const invalidate = useInvalidateUsers();
  return useMutation({ mutationFn: deleteUsers, onSettled: invalidate });
}
