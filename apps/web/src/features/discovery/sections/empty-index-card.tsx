import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyStateCard } from '../../../components/empty-state-card.tsx';
import { integrationsPath } from '../../error-words/index.ts';

/**
 * Nothing indexed yet. An Admin (who gets `onImport`) reads how the index fills and can
 * upload a dataset here; anyone else reads who can set it up. Settings names and the seed
 * command are for the README, not this screen (issue 31).
 */
export function EmptyIndexCard({ onImport }: { onImport?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <EmptyStateCard
      icon={<TravelExploreOutlined />}
      title={t('No creators to discover yet')}
      description={
        onImport
          ? t(
              'Discovery fills up from Twitch, YouTube and IGDB once they are connected, or right away from a dataset of creators and games you licensed.',
            )
          : t(
              'Discovery fills up once an Admin connects Twitch, YouTube and IGDB or imports a dataset of creators and games. Ask an Admin to set it up.',
            )
      }
    >
      {onImport ? (
        <>
          <Button variant="contained" startIcon={<UploadFileOutlined />} onClick={onImport}>
            {t('Import a dataset')}
          </Button>
          {integrationsPath ? (
            <Button component={RouterLink} to={integrationsPath} color="inherit" sx={{ mt: 1 }}>
              {t('Open Integrations')}
            </Button>
          ) : null}
          <Typography variant="caption" sx={{ color: 'text.secondary', mt: 1 }}>
            {t(
              'A dataset is a CSV or NDJSON file of creators and games; a stopped import carries on where it stopped.',
            )}
          </Typography>
        </>
      ) : null}
    </EmptyStateCard>
  );
}
