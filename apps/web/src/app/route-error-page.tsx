import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';

/** A failed navigation (e.g. a chunk that did not load after a deploy) lands here. */
export function RouteErrorPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : t('The page could not be loaded. Reload to try again.');
  return (
    <Box sx={embedded ? {} : { minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <EmptyState
        icon={<ErrorOutlined />}
        title={t('Something went wrong')}
        description={detail}
        action={
          <Button variant="contained" color="inherit" onClick={() => window.location.reload()}>
            {t('Reload')}
          </Button>
        }
      />
    </Box>
  );
}
