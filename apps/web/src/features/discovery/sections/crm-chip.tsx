import { type DiscoveryCrmLink, freeCampaignInfluencerStatusLabel } from '@app/contract';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { influencerHref } from '../../influencers/index.ts';

function Memberships({ crm }: { crm: DiscoveryCrmLink }) {
  const { t } = useTranslation();
  if (!crm.lists.length && !crm.campaigns.length) {
    return <Typography variant="caption">{t('In the CRM; in no list or campaign yet')}</Typography>;
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, py: 0.5 }}>
      {crm.lists.length ? (
        <Box>
          <Typography variant="caption" sx={{ fontWeight: 700, display: 'block' }}>
            {t('Lists')}
          </Typography>
          {crm.lists.map((list) => (
            <Typography key={list.id} variant="caption" sx={{ display: 'block' }} dir="auto">
              {list.name}
            </Typography>
          ))}
        </Box>
      ) : null}
      {crm.campaigns.length ? (
        <Box>
          <Typography variant="caption" sx={{ fontWeight: 700, display: 'block' }}>
            {t('Campaigns')}
          </Typography>
          {crm.campaigns.map((campaign) => (
            <Typography key={campaign.id} variant="caption" sx={{ display: 'block' }}>
              <bdi>{campaign.name}</bdi> · {t(freeCampaignInfluencerStatusLabel[campaign.status])}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * "In CRM" on a creator the CRM already has: opens its profile; the lists and campaigns it is
 * in show on hover or focus.
 */
export function CrmChip({ crm }: { crm: DiscoveryCrmLink }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={<Memberships crm={crm} />} arrow>
      <Chip
        component={RouterLink}
        to={influencerHref(crm.influencerId)}
        clickable
        size="small"
        color="success"
        variant="outlined"
        icon={<HowToRegOutlined />}
        label={t('In CRM')}
        aria-label={t('In CRM: open the profile')}
        // The outlined chip writes in success.main, 2:1 on white: its dark shade (light
        // mode) or light shade (dark mode) reads at AA, on a selected row too.
        sx={(theme) => {
          const tone =
            theme.palette.mode === 'light'
              ? theme.palette.success.dark
              : theme.palette.success.light;
          return { color: tone, borderColor: tone, '& .MuiChip-icon': { color: tone } };
        }}
      />
    </Tooltip>
  );
}
