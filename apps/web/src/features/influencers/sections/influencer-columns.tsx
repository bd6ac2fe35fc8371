import { type InfluencerListItem, influencerSourceLabel } from '@app/contract';
import Rating from '@mui/material/Rating';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipList } from '../../../components/chip-list.tsx';
import {
  formatCompact,
  formatDay,
  formatFull,
  hasAudienceNumbers,
} from '../../../format/format.ts';
import type { InfluencerColumnField } from '../logic/columns.ts';
import { countryName, languageName } from '../logic/locale-names.ts';
import { ChannelsCell, CreatorCell, Muted } from './creator-cells.tsx';
import { InfluencerStatusLabel } from './influencer-status-label.tsx';

type Column = GridColDef<InfluencerListItem> & { field: InfluencerColumnField };

/** The grid's columns; every one but Lists sorts on the server. */
export function useInfluencerColumns(): Column[] {
  const { t } = useTranslation();
  return useMemo<Column[]>(
    () => [
      {
        field: 'mediaName',
        headerName: t('Creator'),
        flex: 1,
        minWidth: 240,
        renderCell: ({ row }) => (
          <CreatorCell creator={row} subtitle={row.name || row.email || undefined} />
        ),
      },
      {
        field: 'channelsCount',
        headerName: t('Channels'),
        width: 200,
        renderCell: ({ row }) => <ChannelsCell channels={row.channels} countMore />,
      },
      {
        field: 'subscribersCount',
        headerName: t('Subscribers'),
        type: 'number',
        width: 130,
        renderCell: ({ row }) =>
          hasAudienceNumbers(row.channels) ? (
            <Tooltip title={formatFull(row.subscribersCount)} placement="top">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {formatCompact(row.subscribersCount)}
              </Typography>
            </Tooltip>
          ) : (
            <Tooltip title={t('No numbers yet: stats not fetched')} placement="top">
              <Typography variant="body2" component="span" sx={{ color: 'text.disabled' }}>
                —
              </Typography>
            </Tooltip>
          ),
      },
      {
        field: 'country',
        headerName: t('Country'),
        width: 140,
        valueFormatter: (value: string | null) => countryName(value) ?? '—',
      },
      {
        field: 'language',
        headerName: t('Language'),
        width: 120,
        valueFormatter: (value: string | null) => languageName(value) ?? '—',
      },
      {
        field: 'tags',
        headerName: t('Tags'),
        width: 200,
        renderCell: ({ row }) => <ChipList items={row.tags} max={2} />,
      },
      {
        field: 'status',
        headerName: t('Status'),
        width: 120,
        renderCell: ({ row }) => <InfluencerStatusLabel status={row.status} />,
      },
      {
        field: 'source',
        headerName: t('Source'),
        width: 150,
        valueFormatter: (value: InfluencerListItem['source']) => t(influencerSourceLabel[value]),
      },
      {
        field: 'lists',
        headerName: t('Lists'),
        width: 180,
        sortable: false,
        renderCell: ({ row }) => (
          <ChipList items={row.lists.map((list) => list.name)} max={2} variant="outlined" />
        ),
      },
      {
        field: 'campaignsCount',
        headerName: t('Campaigns'),
        type: 'number',
        width: 120,
      },
      {
        field: 'createdAt',
        headerName: t('Added'),
        width: 130,
        valueFormatter: (value: string) => formatDay(value),
      },
      {
        field: 'lastActivityAt',
        headerName: t('Last activity'),
        width: 140,
        valueFormatter: (value: string | null) => formatDay(value),
      },
      {
        field: 'email',
        headerName: t('Email'),
        width: 220,
        valueFormatter: (value: string | null) => value ?? '—',
      },
      {
        field: 'rating',
        headerName: t('Rating'),
        width: 140,
        renderCell: ({ row }) =>
          row.rating === null ? (
            <Muted>—</Muted>
          ) : (
            <Rating value={row.rating} readOnly size="small" aria-label={t('Rating')} />
          ),
      },
      {
        field: 'audiences',
        headerName: t('Audiences'),
        width: 200,
        renderCell: ({ row }) => <ChipList items={row.audiences} max={2} />,
      },
      {
        field: 'updatedAt',
        headerName: t('Updated'),
        width: 130,
        valueFormatter: (value: string) => formatDay(value),
      },
    ],
    [t],
  );
}
