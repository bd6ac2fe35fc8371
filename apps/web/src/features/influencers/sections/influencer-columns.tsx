import {
  type InfluencerListItem,
  InfluencerStatus,
  influencerSourceLabel,
  influencerStatusLabel,
} from '@app/contract';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { initialsOf } from '../../../components/initials.ts';
import { Label } from '../../../components/label.tsx';
import { PlatformIcon } from '../../../components/platform-icon.tsx';
import { influencerHref } from '../influencer-paths.ts';
import type { InfluencerColumnField } from '../logic/columns.ts';
import { formatCompact, formatDay, formatFull, hasAudienceNumbers } from '../logic/format.ts';
import { countryName, languageName } from '../logic/locale-names.ts';
import { ChipList } from './chip-list.tsx';

type Column = GridColDef<InfluencerListItem> & { field: InfluencerColumnField };

function Muted({ children }: { children: string }) {
  return (
    <Typography variant="body2" component="span" noWrap sx={{ color: 'text.disabled' }}>
      {children}
    </Typography>
  );
}

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
        renderCell: ({ row }) => {
          const avatar = row.channels.find((c) => c.avatarUrl)?.avatarUrl;
          return (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
              <Avatar src={avatar ?? undefined} alt="" sx={{ width: 36, height: 36, fontSize: 14 }}>
                {initialsOf(row.mediaName, row.mediaName)}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={influencerHref(row.id)}
                  variant="subtitle2"
                  color="text.primary"
                  underline="hover"
                  noWrap
                  sx={{ display: 'block' }}
                >
                  {row.mediaName}
                </Link>
                {row.name || row.email ? (
                  <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
                    {row.name || row.email}
                  </Typography>
                ) : null}
              </Box>
            </Box>
          );
        },
      },
      {
        field: 'channelsCount',
        headerName: t('Channels'),
        width: 200,
        renderCell: ({ row }) =>
          row.channels.length ? (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, minWidth: 0 }}>
              {row.channels.slice(0, 2).map((channel) => (
                <Box
                  key={channel.id}
                  sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}
                >
                  <PlatformIcon type={channel.type} />
                  <Typography variant="body2" noWrap dir="auto">
                    {channel.handle ? `@${channel.handle}` : (channel.title ?? channel.url)}
                  </Typography>
                </Box>
              ))}
              {row.channels.length > 2 ? (
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('+{{count}} more', { count: row.channels.length - 2 })}
                </Typography>
              ) : null}
            </Box>
          ) : (
            <Muted>{t('No channels')}</Muted>
          ),
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
        renderCell: ({ row }) => (
          <Label color={row.status === InfluencerStatus.Active ? 'success' : 'error'}>
            {t(influencerStatusLabel[row.status])}
          </Label>
        ),
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
