import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../../api/query-client.ts';
import { session } from '../../../api/session/session.ts';
import { RequireAuth } from './require-auth.tsx';

// Server state only exists behind login; TanStack Query loads with this chunk, not on /login.
session.subscribe(() => {
  if (session.getState().status === 'unauthenticated') queryClient.clear();
});

export function ProtectedRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <RequireAuth />
    </QueryClientProvider>
  );
}
