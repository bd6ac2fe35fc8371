import ExploreOffOutlined from '@mui/icons-material/ExploreOffOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyStateCard } from '../../../components/empty-state-card.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <EmptyStateCard
      icon={<ExploreOffOutlined />}
      title={t('Page not found')}
      description={t('The page you are looking for does not exist or has moved.')}
      action={
        <Button component={RouterLink} to="/" variant="contained" color="inherit">
          {t('Go to dashboard')}
        </Button>
      }
    />
  );
}
