import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** A dialog's Cancel: quiet beside the action, and off while the action runs. */
export function CancelButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button variant="outlined" color="inherit" onClick={onClick} disabled={disabled}>
      {t('Cancel')}
    </Button>
  );
}
