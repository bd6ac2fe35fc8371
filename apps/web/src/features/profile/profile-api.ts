import {
  loginResponse,
  type UpdateProfileRequest,
  type User,
  type updateProfileRequest,
  uploadResponse,
  user,
} from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../api/http.ts';
import { parseResponse } from '../../api/parse-response.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { session } from '../auth/session.ts';

type ProfileChanges = z.input<typeof updateProfileRequest>;

export async function updateProfile(body: ProfileChanges | UpdateProfileRequest): Promise<User> {
  return parseResponse(user, await http.put<unknown>('user', body));
}

export async function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return parseResponse(uploadResponse, await http.post<unknown>('user/avatar', form));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => {
      queryClient.setQueryData(queryKeys.me, me);
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
    },
  });
}

/** Upload, then point the profile at the new key, so one action changes the photo. */
export function useChangeAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const { s3key } = await uploadAvatar(file);
      return updateProfile({ avatarS3key: s3key });
    },
    onSuccess: (me) => queryClient.setQueryData(queryKeys.me, me),
  });
}

/**
 * A new password revokes every token issued before it, this tab's too, so the new
 * password signs this tab straight back in before anything else calls the API.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }) => {
      const me = await updateProfile(input);
      const { accessToken } = parseResponse(
        loginResponse,
        await http.post<unknown>('auth/login', { email: me.email, password: input.newPassword }),
      );
      session.signIn(accessToken);
      return me;
    },
    onSuccess: (me) => queryClient.setQueryData(queryKeys.me, me),
  });
}
