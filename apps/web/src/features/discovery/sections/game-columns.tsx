import type { DiscoveryGame } from '@app/contract';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import Avatar from '@mui/material/Avatar';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../components/data-grid/grid-fit.ts';
import { TitleCell } from '../../../components/data-grid/title-cell.tsx';
import { formatDay, formatFull } from '../../../format/format.ts';
import { ChipList } from '../../influencers/sections/chip-list.tsx';

/** A game's cover art as a small portrait tile, a pad icon when IGDB has none. */
export function GameCover({ url, size = 40 }: { url: string | null; size?: number }) {
  return (
    <Avatar
      variant="rounded"
      src={url ?? undefined}
      alt=""
      sx={{
        width: size,
        height: Math.round(size * 1.33),
        bgcolor: 'action.hover',
        color: 'text.secondary',
      }}
    >
      <SportsEsportsOutlined fontSize="small" />
    </Avatar>
  );
}

/** The Games grid's columns; `name` and `releaseDate` sort on the server. */
export function useGameColumns(onOpen: (game: DiscoveryGame) => void): ListColumn<DiscoveryGame>[] {
  const { t } = useTranslation();
  return useMemo<ListColumn<DiscoveryGame>[]>(
    () => [
      {
        field: 'name',
        headerName: t('Game'),
        flex: 1,
        minWidth: 220,
        renderCell: ({ row }) => (
          <TitleCell
            leading={<GameCover url={row.coverUrl} />}
            gap={1.5}
            title={row.name}
            onClick={() => onOpen(row)}
            subtitle={row.companies[0]?.name}
            dir="auto"
          />
        ),
      },
      {
        field: 'releaseDate',
        headerName: t('Release date'),
        width: 140,
        valueGetter: (_, row) => formatDay(row.firstReleaseDate),
      },
      {
        field: 'genres',
        headerName: t('Genres'),
        minWidth: 170,
        flex: 0.7,
        sortable: false,
        priority: 2,
        renderCell: ({ row }) => (
          <ChipList items={row.genres.map((g) => g.name)} max={2} variant="outlined" />
        ),
      },
      {
        field: 'platforms',
        headerName: t('Platforms'),
        minWidth: 170,
        flex: 0.7,
        sortable: false,
        priority: 3,
        renderCell: ({ row }) => (
          <ChipList items={row.platforms.map((p) => p.name)} max={2} variant="outlined" />
        ),
      },
      {
        field: 'creatorsCount',
        headerName: t('Creators (30 days)'),
        width: 150,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        valueGetter: (_, row) => formatFull(row.creatorsCount),
      },
    ],
    [t, onOpen],
  );
}
