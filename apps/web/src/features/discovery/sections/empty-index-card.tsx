import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyStateCard } from '../../../components/empty-state-card.tsx';

/**
 * Nothing indexed yet: how an installation loads creators and games (an Admin can upload a
 * dataset here; a PostgreSQL installation may also use the command).
 */
export function EmptyIndexCard({ onImport }: { onImport?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <EmptyStateCard
      icon={<TravelExploreOutlined />}
      title={t('The discovery index is empty')}
      description={t(
        'Add Twitch, YouTube and IGDB credentials to let discovery ingest creators and games, or load a dataset you licensed with the seed import.',
      )}
    >
      {onImport ? (
        <Button variant="contained" startIcon={<UploadFileOutlined />} onClick={onImport}>
          {t('Import a dataset')}
        </Button>
      ) : null}
      <Box
        component="code"
        dir="ltr"
        sx={{
          mt: 1,
          px: 1.5,
          py: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: 13,
        }}
      >
        npm run discovery:seed -- FILE
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('FILE is NDJSON or CSV of creators and games; the import resumes where it stopped.')}
      </Typography>
    </EmptyStateCard>
  );
}
