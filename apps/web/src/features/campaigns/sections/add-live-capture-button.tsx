import Add from '@mui/icons-material/Add';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';

/** "Add live capture": to the page that makes a live-capture campaign. */
export function AddLiveCaptureButton({ color }: { color?: ButtonProps['color'] }) {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={paths.liveCaptureAdd}
      variant="contained"
      color={color}
      startIcon={<Add />}
    >
      {t('Add live capture')}
    </Button>
  );
}
