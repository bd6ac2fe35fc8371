import type { IntegrationCard as Card, IntegrationState } from '@app/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiCard from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDayTime } from '../../../format/format.ts';

const stateColor: Record<IntegrationState, 'default' | 'success' | 'error' | 'warning'> = {
  not_configured: 'warning',
  untested: 'default',
  working: 'success',
  failing: 'error',
};

const stateLabel: Record<IntegrationState, string> = {
  not_configured: 'Not configured',
  untested: 'Not tested yet',
  working: 'Working',
  failing: 'Failing',
};

type Props = { card: Card; testing: boolean; onTest: () => void };

/** One provider or sender account: its state, last success, last error with the fix, usage. */
export function IntegrationCard({ card, testing, onTest }: Props) {
  const { t } = useTranslation();
  return (
    <MuiCard
      component="section"
      aria-label={card.name}
      data-integration={card.key}
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1, minWidth: 0 }}>
          {card.name}
        </Typography>
        <Chip size="small" color={stateColor[card.state]} label={t(stateLabel[card.state])} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {card.purpose}
      </Typography>
      {card.configured ? null : (
        <Typography variant="body2">
          {t('Set {{settings}} in the server environment, then restart the server.', {
            settings: card.settings.join(', '),
          })}
        </Typography>
      )}
      {card.lastSuccessAt ? (
        <Typography variant="body2">
          {t('Last worked: {{when}}', { when: formatDayTime(card.lastSuccessAt) })}
        </Typography>
      ) : null}
      {card.usage ? (
        <Typography variant="body2">{t('Used: {{usage}}', { usage: card.usage })}</Typography>
      ) : null}
      {card.state === 'failing' && card.lastError ? (
        <Box role="alert" sx={{ borderInlineStart: 3, borderColor: 'error.main', ps: 1.5 }}>
          <Typography variant="body2">
            {t('Last error ({{when}}): {{error}}', {
              when: formatDayTime(card.lastErrorAt),
              error: card.lastError,
            })}
          </Typography>
          {card.fix ? (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t('Fix: {{fix}}', { fix: card.fix })}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      <Box sx={{ mt: 'auto' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={onTest}
          disabled={!card.configured || testing}
          aria-label={t('Test {{name}}', { name: card.name })}
        >
          {testing ? t('Testing…') : t('Test')}
        </Button>
      </Box>
    </MuiCard>
  );
}
