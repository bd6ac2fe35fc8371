import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** Save and discard at the foot of a settings form. */
export function SaveBar({
  dirty,
  saving,
  onReset,
}: {
  dirty: boolean;
  saving: boolean;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 4 }}>
      <Button variant="outlined" color="inherit" disabled={!dirty || saving} onClick={onReset}>
        {t('Discard changes')}
      </Button>
      <Button type="submit" variant="contained" color="inherit" disabled={!dirty} loading={saving}>
        {t('Save changes')}
      </Button>
    </Box>
  );
}
