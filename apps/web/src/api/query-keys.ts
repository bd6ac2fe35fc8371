import type { UserListRequest } from '@app/contract';

/** Every query key in one place, so invalidation matches what was cached. */
export const queryKeys = {
  me: ['user', 'me'] as const,
  users: {
    all: ['users'] as const,
    list: (params: UserListRequest) => ['users', 'list', params] as const,
    detail: (id: number) => ['users', 'detail', id] as const,
  },
};
