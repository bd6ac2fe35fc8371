import {
  authEndpoints,
  type UpdateProfileRequest,
  type User,
  type updateProfileRequest,
  userEndpoints,
} from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { session } from '../../../api/session/session.ts';

type ProfileChanges = z.input<typeof updateProfileRequest>;

export function updateProfile(body: ProfileChanges | UpdateProfileRequest): Promise<User> {
  return callEndpoint(userEndpoints.updateMe, { body });
}

export function uploadAvatar(file: File) {
  return callEndpoint(userEndpoints.uploadAvatar, { file });
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
      const { accessToken } = await callEndpoint(authEndpoints.login, {
        body: { email: me.email, password: input.newPassword },
      });
      session.signIn(accessToken);
      return me;
    },
    onSuccess: (me) => queryClient.setQueryData(queryKeys.me, me),
  });
}
