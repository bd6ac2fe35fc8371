import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { useIntegrations, useTestIntegration } from '../api/integrations-api.ts';
import { IntegrationCard } from './integration-card.tsx';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: '1fr',
    md: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

/**
 * Settings > Integrations (Admins): one card per external provider and per sender account,
 * each with a Test button making one cheap real call.
 */
export function IntegrationsTab() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const list = useIntegrations();
  const test = useTestIntegration();

  if (list.isError) return <Alert severity="error">{errorMessage(list.error)}</Alert>;
  const cards = list.data?.items ?? [];
  const providers = cards.filter((c) => c.kind === 'provider');
  const senders = cards.filter((c) => c.kind === 'sender');
  const onTest = (key: string) =>
    test.mutate(key, {
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    });
  const render = (items: typeof cards) => (
    <Box sx={grid}>
      {items.map((card) => (
        <IntegrationCard
          key={card.key}
          card={card}
          testing={test.isPending && test.variables === card.key}
          onTest={() => onTest(card.key)}
        />
      ))}
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography variant="h6" component="h2">
        {t('Providers')}
      </Typography>
      {list.isPending ? <Skeleton variant="rounded" height={160} /> : render(providers)}
      <Typography variant="h6" component="h2">
        {t('Sender accounts')}
      </Typography>
      {list.isPending ? null : senders.length > 0 ? (
        render(senders)
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('No sender accounts yet: add them in Settings > Manager Emails.')}
        </Typography>
      )}
    </Box>
  );
}
