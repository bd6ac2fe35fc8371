import { channelTypeLabel } from '@app/contract';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../../components/initials.ts';
import { PlatformIcon } from '../../../components/platform-icon.tsx';
import { formatCompact, formatDay } from '../../../format/format.ts';
import { useDiscoveryCreator } from '../api/discovery-api.ts';
import { countryName, languageName } from '../logic/discovery-format.ts';
import { AddCreatorsActions } from './add-creators-actions.tsx';
import { CreatorGamesSection } from './creator-games-section.tsx';
import { CrmChip } from './crm-chip.tsx';
import { DetailDrawer } from './detail-drawer.tsx';
import { DrawerState } from './drawer-state.tsx';
import { GrowthText } from './growth-text.tsx';
import { StatTile } from './stat-tile.tsx';

/** A discovery creator: profile, figures, CRM link, games over time, and the add actions. */
export function CreatorDrawer({
  creatorId,
  onClose,
}: {
  creatorId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const creator = useDiscoveryCreator(creatorId);
  const data = creator.data;
  return (
    <DetailDrawer
      open={creatorId !== null}
      title={data?.displayName ?? t('Creator')}
      onClose={onClose}
    >
      {!data ? (
        <DrawerState error={creator.error} />
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Avatar src={data.avatarUrl ?? undefined} alt="" sx={{ width: 64, height: 64 }}>
              {initialsOf(data.displayName, data.displayName)}
            </Avatar>
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography variant="h5" component="p" noWrap dir="auto">
                {data.displayName}
              </Typography>
              <Box
                sx={{
                  display: 'flex',
                  // The icon stays by the first line when the handle and locale wrap.
                  alignItems: 'flex-start',
                  gap: 0.75,
                  color: 'text.secondary',
                  '& > svg': { mt: 0.25 },
                }}
              >
                <PlatformIcon type={data.platform} />
                <Typography variant="body2">
                  {[
                    data.handle ? `@${data.handle}` : t(channelTypeLabel[data.platform]),
                    data.language ? languageName(data.language) : null,
                    data.country ? countryName(data.country) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
            </Box>
            {data.crm ? (
              <CrmChip crm={data.crm} />
            ) : (
              <Chip size="small" variant="outlined" label={t('Not in CRM')} />
            )}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <AddCreatorsActions creators={[data]} size="medium" inCrm={data.crm !== null} />
            {data.url ? (
              <Button
                color="inherit"
                href={data.url}
                target="_blank"
                rel="noopener noreferrer"
                startIcon={<OpenInNew />}
              >
                {t('Open on {{platform}}', { platform: t(channelTypeLabel[data.platform]) })}
              </Button>
            ) : null}
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 1.25,
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            <StatTile label={t('Followers')} value={formatCompact(data.followers)} />
            <StatTile label={t('Avg viewers')} value={formatCompact(data.avgViewers)} />
            <StatTile label={t('Peak viewers')} value={formatCompact(data.peakViewers)} />
            <StatTile label={t('30-day growth')} value={<GrowthText growth={data.growth30d} />} />
            <StatTile label={t('Last active')} value={formatDay(data.lastActiveAt)} />
            <StatTile label={t('Total views')} value={formatCompact(data.views)} />
          </Box>
          {data.description ? (
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}
              dir="auto"
            >
              {data.description}
            </Typography>
          ) : null}
          <CreatorGamesSection games={data.games} />
        </>
      )}
    </DetailDrawer>
  );
}
