import type { TeamDiscoveryGameDetail } from '@app/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkActionsBar } from '../../../components/data-grid/bulk-actions-bar.tsx';
import { TitleLink } from '../../../components/data-grid/title-cell.tsx';
import { PlatformIcon } from '../../../components/platform-icon.tsx';
import { RowAvatar } from '../../../components/row-avatar.tsx';
import { formatCompact } from '../../../format/format.ts';
import { AddCreatorsActions } from './add-creators-actions.tsx';
import { CrmChip } from './crm-chip.tsx';

type TopCreator = TeamDiscoveryGameDetail['topCreators'][number];

type TopCreatorsListProps = {
  creators: readonly TopCreator[];
  onOpenCreator: (id: number) => void;
};

/** A game's top creators of the last 30 days: tick some and add them like on the Creators tab. */
export function TopCreatorsList({ creators, onOpenCreator }: TopCreatorsListProps) {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const chosen = creators.filter((c) => ticked.has(c.creator.id)).map((c) => c.creator);
  const allTicked = creators.length > 0 && chosen.length === creators.length;
  const toggle = (id: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  if (!creators.length) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('Nobody streamed or posted this game in the last 30 days.')}
      </Typography>
    );
  }
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Checkbox
          size="small"
          checked={allTicked}
          indeterminate={chosen.length > 0 && !allTicked}
          onChange={() =>
            setTicked(allTicked ? new Set() : new Set(creators.map((c) => c.creator.id)))
          }
          slotProps={{ input: { 'aria-label': t('Select all top creators') } }}
        />
        <Typography variant="subtitle2">{t('Top creators (30 days)')}</Typography>
      </Box>
      {chosen.length ? (
        <BulkActionsBar count={chosen.length}>
          <AddCreatorsActions creators={chosen} onDone={() => setTicked(new Set())} />
        </BulkActionsBar>
      ) : null}
      <Box component="ul" aria-label={t('Top creators')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {creators.map(({ creator, sessions, avgViewers }) => (
          <Box
            component="li"
            key={creator.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.25,
              py: 1,
              borderTop: 1,
              borderColor: 'divider',
              borderTopStyle: 'dashed',
            }}
          >
            <Checkbox
              size="small"
              checked={ticked.has(creator.id)}
              onChange={() => toggle(creator.id)}
              slotProps={{
                input: { 'aria-label': t('Select {{name}}', { name: creator.displayName }) },
              }}
            />
            <RowAvatar src={creator.avatarUrl} name={creator.displayName} />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <TitleLink
                title={creator.displayName}
                onClick={() => onOpenCreator(creator.id)}
                dir="auto"
              />
              <Box
                sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}
              >
                <PlatformIcon type={creator.platform} fontSize="inherit" />
                <Typography variant="caption" noWrap>
                  {t('{{followers}} followers · {{sessions}} sessions · {{viewers}} avg viewers', {
                    followers: formatCompact(creator.followers),
                    sessions: sessions,
                    viewers: formatCompact(avgViewers),
                  })}
                </Typography>
              </Box>
            </Box>
            {creator.crm ? <CrmChip crm={creator.crm} /> : null}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
