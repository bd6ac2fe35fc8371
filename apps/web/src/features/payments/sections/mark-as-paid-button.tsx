import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';

export const NOTHING_CHANGED_MESSAGE =
  'Payments run on sample data, so nothing was charged or changed.';

/**
 * SPEC section 2: marking a sample payment paid does nothing. The button is there so the flow can
 * be shown, and its toast says honestly that nothing happened.
 */
export function MarkAsPaidButton({ alreadyPaid }: { alreadyPaid: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const notify = () => {
    const message = alreadyPaid
      ? `${t('This payment is already paid.')} ${t(NOTHING_CHANGED_MESSAGE)}`
      : t(NOTHING_CHANGED_MESSAGE);
    enqueueSnackbar(message, { variant: 'info' });
  };
  return (
    <Button
      variant="contained"
      color="inherit"
      startIcon={<CheckCircleRoundedIcon />}
      onClick={notify}
    >
      {t('Mark as paid')}
    </Button>
  );
}
