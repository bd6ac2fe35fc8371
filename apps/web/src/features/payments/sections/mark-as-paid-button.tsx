import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';

export const NOTHING_CHANGED_MESSAGE =
  'Payments run on sample data, so nothing was charged or changed.';

/**
 * SPEC section 2: marking a sample payment paid does nothing. The button is there so the flow can
 * be shown, and its toast says honestly that nothing happened. Only unpaid payments offer it.
 */
export function MarkAsPaidButton() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Button
      variant="contained"
      color="inherit"
      startIcon={<CheckCircleRoundedIcon />}
      onClick={() => enqueueSnackbar(t(NOTHING_CHANGED_MESSAGE), { variant: 'info' })}
    >
      {t('Mark as paid')}
    </Button>
  );
}
