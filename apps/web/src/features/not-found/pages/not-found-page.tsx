import ExploreOffOutlined from '@mui/icons-material/ExploreOffOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent>
        <EmptyState
          icon={<ExploreOffOutlined />}
          title={t('Page not found')}
          description={t('The page you are looking for does not exist or has moved.')}
          action={
            <Button component={RouterLink} to="/" variant="contained" color="inherit">
              {t('Go to dashboard')}
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}
