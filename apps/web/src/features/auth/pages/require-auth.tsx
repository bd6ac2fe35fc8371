import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { useSession } from '../../../api/session/session.ts';
import { SplashScreen } from '../../../components/splash-screen.tsx';
import { useCurrentUserQuery } from '../api/current-user.ts';
import { loginPathFor } from '../logic/return-to.ts';

/** Everything but /login sits behind this guard (SPEC 2). */
export function RequireAuth() {
  const { t } = useTranslation();
  const { status, endReason } = useSession();
  const location = useLocation();
  const me = useCurrentUserQuery();

  if (status === 'initial') return <SplashScreen />;
  if (status === 'unauthenticated') {
    const here = location.pathname + location.search + location.hash;
    return <Navigate to={endReason === 'logout' ? '/login' : loginPathFor(here)} replace />;
  }
  if (me.isPending) return <SplashScreen />;
  if (me.isError) {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => me.refetch()}>
              {t('Try again')}
            </Button>
          }
        >
          <AlertTitle>{t('Could not load your account')}</AlertTitle>
          {errorMessage(me.error)}
        </Alert>
      </Box>
    );
  }
  return <Outlet />;
}
