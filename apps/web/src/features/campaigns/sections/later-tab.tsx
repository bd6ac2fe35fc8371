import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyStateCard } from '../../../components/empty-state-card.tsx';
import type { CampaignTab } from '../logic/campaign-paths.ts';

type LaterTabKey = Extract<CampaignTab, 'captures'>;

// Strings are translation keys; what arrives is what those issues promise, no numbers.
const later: Record<
  LaterTabKey,
  { icon: ReactElement; title: string; description: string; features: string[] }
> = {
  captures: {
    icon: <SensorsOutlined />,
    title: 'Captures arrive with live capture',
    description:
      'Creators who apply through the lead-magnet page show up here, mapped to their channels and added to the workflow.',
    features: [
      'Submissions and mapping',
      'Auto-validate and auto-invite',
      'Check errors and retries',
    ],
  },
};

/** Campaign tabs whose issues have not landed: an honest empty state, never fake rows. */
export function LaterTab({ tab }: { tab: LaterTabKey }) {
  const { t } = useTranslation();
  const def = later[tab];
  return (
    <EmptyStateCard icon={def.icon} title={t(def.title)} description={t(def.description)}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center', mt: 1 }}>
        {def.features.map((feature) => (
          <Chip
            key={feature}
            icon={<CheckCircleOutlined />}
            label={t(feature)}
            variant="outlined"
            size="small"
          />
        ))}
      </Box>
    </EmptyStateCard>
  );
}
