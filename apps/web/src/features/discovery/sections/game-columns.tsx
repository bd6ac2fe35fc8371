import type { DiscoveryGame } from '@app/contract';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import Avatar from '@mui/material/Avatar';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipList } from '../../../components/chip-list.tsx';
import type { ColumnPriority, ListColumn } from '../../../components/data-grid/grid-fit.ts';
import { TitleCell } from '../../../components/data-grid/title-cell.tsx';
import { formatDay, formatFull } from '../../../format/format.ts';

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

/** A column of a game's named things (genres, platforms): the first two as chips. */
function namesColumn(
  field: 'genres' | 'platforms',
  headerName: string,
  priority: ColumnPriority,
): ListColumn<DiscoveryGame> {
  return {
    field,
    headerName,
    minWidth: 170,
    flex: 0.7,
    sortable: false,
    priority,
    renderCell: ({ row }) => (
      <ChipList items={row[field].map((named) => named.name)} max={2} variant="outlined" />
    ),
  };
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
      namesColumn('genres', t('Genres'), 2),
      namesColumn('platforms', t('Platforms'), 3),
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
