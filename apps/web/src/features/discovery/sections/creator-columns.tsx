import { channelTypeLabel, type TeamDiscoveryCreator } from '@app/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipList } from '../../../components/chip-list.tsx';
import { CompactNumber } from '../../../components/compact-number.tsx';
import type { ListColumn } from '../../../components/data-grid/grid-fit.ts';
import { PlatformIcon } from '../../../components/platform-icon.tsx';
import { formatDay } from '../../../format/format.ts';
import { countryName, languageName } from '../logic/discovery-format.ts';
import { CreatorNameCell } from './creator-name-cell.tsx';
import { CrmChip } from './crm-chip.tsx';
import { GrowthText } from './growth-text.tsx';

/** The Creators grid's columns; the sortable ones carry the contract's sort field names. */
export function useCreatorColumns(
  onOpen: (creator: TeamDiscoveryCreator) => void,
): ListColumn<TeamDiscoveryCreator>[] {
  const { t } = useTranslation();
  return useMemo<ListColumn<TeamDiscoveryCreator>[]>(
    () => [
      {
        field: 'displayName',
        headerName: t('Creator'),
        flex: 1,
        minWidth: 182,
        sortable: false,
        renderCell: ({ row }) => <CreatorNameCell creator={row} onOpen={() => onOpen(row)} />,
      },
      {
        field: 'crm',
        headerName: t('CRM'),
        width: 104,
        sortable: false,
        renderCell: ({ row }) => (row.crm ? <CrmChip crm={row.crm} /> : null),
      },
      {
        field: 'platform',
        headerName: t('Platform'),
        width: 120,
        sortable: false,
        priority: 5,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <PlatformIcon type={row.platform} />
            <Typography variant="body2">{t(channelTypeLabel[row.platform])}</Typography>
          </Box>
        ),
      },
      {
        field: 'language',
        headerName: t('Language'),
        width: 110,
        sortable: false,
        priority: 4,
        valueGetter: (_, row) => languageName(row.language),
      },
      {
        field: 'country',
        headerName: t('Country'),
        width: 130,
        sortable: false,
        priority: 4,
        valueGetter: (_, row) => countryName(row.country),
      },
      {
        field: 'followers',
        headerName: t('Followers'),
        width: 112,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => <CompactNumber value={row.followers} />,
      },
      {
        field: 'avgViewers',
        headerName: t('Avg viewers'),
        width: 120,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => <CompactNumber value={row.avgViewers} />,
      },
      {
        field: 'growth30d',
        headerName: t('30d growth'),
        width: 104,
        align: 'right',
        headerAlign: 'right',
        priority: 2,
        renderCell: ({ row }) => <GrowthText growth={row.growth30d} />,
      },
      {
        field: 'lastActiveAt',
        headerName: t('Last active'),
        width: 120,
        priority: 2,
        valueGetter: (_, row) => formatDay(row.lastActiveAt),
      },
      {
        field: 'topGames',
        headerName: t('Top games'),
        minWidth: 220,
        flex: 0.8,
        sortable: false,
        priority: 3,
        renderCell: ({ row }) => (
          <ChipList items={row.topGames.map((g) => g.name)} max={2} variant="outlined" />
        ),
      },
    ],
    [t, onOpen],
  );
}
