import ScienceRoundedIcon from '@mui/icons-material/ScienceRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

/** Says plainly that the payments screens show generated sample data, not real money. */
export function PaymentsSampleBanner() {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      variant="outlined"
      icon={<ScienceRoundedIcon fontSize="inherit" />}
      sx={(theme) => ({
        mb: 3,
        borderRadius: 2,
        bgcolor: 'background.paper',
        borderStyle: 'dashed',
        '& .MuiAlert-icon': { color: theme.palette.info.main },
      })}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>{t('Sample data')}</AlertTitle>
      {t(
        'These payments are generated on this device from a fixed seed, the same on every visit. No payment provider is connected, no request leaves this page and no money moves.',
      )}
    </Alert>
  );
}
