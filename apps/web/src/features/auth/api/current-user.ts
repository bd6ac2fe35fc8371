import { type User, UserRole, userEndpoints } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { useSession } from '../../../api/session/session.ts';

export function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  return callEndpoint(userEndpoints.me, { signal });
}

export function useCurrentUserQuery() {
  const { status } = useSession();
  return useQuery({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled: status === 'authenticated',
    staleTime: 60_000,
  });
}

/** The signed-in user; only call below RequireAuth, which waits for it. */
export function useCurrentUser(): User {
  const { data } = useCurrentUserQuery();
  if (!data) throw new Error('useCurrentUser used before the current user loaded');
  return data;
}

export function useIsAdmin(): boolean {
  return useCurrentUser().role === UserRole.Admin;
}
