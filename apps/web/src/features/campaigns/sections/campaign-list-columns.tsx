import { type CampaignListItem, CampaignType } from '@app/contract';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { TitleCell } from '../../../components/data-grid/title-cell.tsx';
import { titleColumn } from '../../../components/data-grid/title-column.ts';
import { formatCompact, formatDay } from '../../../format/format.ts';
import { campaignHref } from '../logic/campaign-paths.ts';
import { CampaignArt, CampaignStatusLabel, CampaignTypeLabel } from './campaign-labels.tsx';

function Count({ value, label }: { value: number; label: string }) {
  return (
    <Tooltip title={label}>
      <Box sx={{ textAlign: 'center', minWidth: 40 }}>
        <Typography variant="subtitle2" component="div" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCompact(value)}
        </Typography>
        <Typography variant="caption" component="div" sx={{ color: 'text.disabled' }} noWrap>
          {label}
        </Typography>
      </Box>
    </Tooltip>
  );
}

/** The campaigns grid's columns: the campaign with its art, its kind, creators per stage, dates. */
export function useCampaignListColumns(): GridColDef<CampaignListItem>[] {
  const { t } = useTranslation();
  return [
    titleColumn<CampaignListItem>('name', t('Campaign'), 300, (row) => (
      <TitleCell
        leading={<CampaignArt campaign={row} width={72} height={48} />}
        title={row.name}
        to={campaignHref(row.id)}
        subtitle={row.product.title}
      />
    )),
    {
      field: 'type',
      headerName: t('Type'),
      width: 100,
      renderCell: ({ row }) => <CampaignTypeLabel type={row.type} />,
    },
    {
      field: 'status',
      headerName: t('Status'),
      width: 110,
      renderCell: ({ row }) => <CampaignStatusLabel status={row.status} />,
    },
    {
      field: 'influencersCount',
      headerName: t('Creators'),
      width: 250,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', height: 1 }}>
          <Count value={row.counts.invitedCount} label={t('Invited')} />
          <Count
            value={row.counts.shortlistedCount}
            label={row.type === CampaignType.Paid ? t('Approved') : t('Shortlisted')}
          />
          <Count
            value={row.counts.publishedCount}
            label={row.type === CampaignType.Paid ? t('Completed') : t('Published')}
          />
        </Box>
      ),
    },
    {
      field: 'finishedAt',
      headerName: t('Deadline'),
      width: 130,
      valueFormatter: (value: string | null) => formatDay(value),
    },
    {
      field: 'createdBy',
      headerName: t('Created by'),
      width: 160,
      sortable: false,
      valueGetter: (_v, row) => row.createdBy?.name ?? '—',
    },
    {
      field: 'createdAt',
      headerName: t('Created'),
      width: 130,
      valueFormatter: (value: string) => formatDay(value),
    },
  ];
}
