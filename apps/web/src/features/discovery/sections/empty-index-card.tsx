import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyStateCard } from '../../../components/empty-state-card.tsx';

/** Nothing indexed yet: how an installation loads creators and games. */
export function EmptyIndexCard() {
  const { t } = useTranslation();
  return (
    <EmptyStateCard
      icon={<TravelExploreOutlined />}
      title={t('The discovery index is empty')}
      description={t(
        'Add Twitch, YouTube and IGDB credentials to let discovery ingest creators and games, or load a dataset you licensed with the seed import.',
      )}
    >
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
