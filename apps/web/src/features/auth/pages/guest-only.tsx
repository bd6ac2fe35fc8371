import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useSession } from '../../../api/session/session.ts';
import { sanitizeReturnTo } from '../logic/return-to.ts';

/** /login: a signed-in user goes straight back to where they were heading. */
export function GuestOnly() {
  const { status } = useSession();
  const [params] = useSearchParams();
  if (status === 'authenticated') {
    return <Navigate to={sanitizeReturnTo(params.get('returnTo'))} replace />;
  }
  return <Outlet />;
}
