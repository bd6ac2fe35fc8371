import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';

/** A drawer's body while its detail loads, or why it could not. */
export function DrawerState({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error) {
    return <Alert severity="error">{t(errorMessage(error))}</Alert>;
  }
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t('Loading')} />
    </Box>
  );
}
