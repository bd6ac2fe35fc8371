import {
  type RedeemCodeItem,
  type RedeemCodePlatform,
  type RedeemCodeStatus,
  redeemCodeSortFields,
  redeemCodeStatus,
  redeemCodeStatusLabel,
} from '@app/contract';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FilterSelect } from '../../../components/data-grid/filter-select.tsx';
import { GridToolbar } from '../../../components/data-grid/grid-toolbar.tsx';
import { listRequest } from '../../../components/data-grid/list-request.ts';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid.tsx';
import { useGridFilter, useListFilter } from '../../../components/data-grid/use-editable-list.ts';
import { useSearchableGrid } from '../../../components/data-grid/use-grid-search.ts';
import { useLabelledOptions } from '../../../components/use-labelled-options.ts';
import { formatDay, formatDayTime } from '../../../format/format.ts';
import { influencerHref } from '../../influencers/index.ts';
import { useCodeList } from '../api/redeem-codes-queries.ts';
import { CodeStatusLabel } from './code-status-label.tsx';

type SortField = (typeof redeemCodeSortFields)[number];
type Holder = { id: number; mediaName: string };
type PlatformOption = { id: RedeemCodePlatform; label: string };

type CodesTableProps = {
  campaignId: number;
  platforms: PlatformOption[];
  /** Whether the campaign has any code at all (for the empty state's wording). */
  hasCodes: boolean;
};

/** The campaign's codes, paged, sorted and filtered on the server. Codes arrive masked. */
export function CodesTable({ campaignId, platforms, hasCodes }: CodesTableProps) {
  const { t } = useTranslation();
  const statusOptions = useLabelledOptions(redeemCodeStatus.options, redeemCodeStatusLabel);
  const { grid, search } = useSearchableGrid({
    table: 'redeem-codes',
    sortFields: redeemCodeSortFields,
  });
  const [platform, setPlatform] = useGridFilter<RedeemCodePlatform>(grid.resetPage);
  const [status, setStatus] = useGridFilter<RedeemCodeStatus>(grid.resetPage);
  const [holder, setHolder] = useListFilter<Holder | null>(grid.resetPage, null);

  const list = useCodeList({
    campaignId,
    ...listRequest(grid, search, {
      platform: platform || undefined,
      status: status || undefined,
      influencerId: holder?.id,
    }),
  });
  const filtered = Boolean(search.debounced || platform || status || holder);
  const labelOf = (id: RedeemCodePlatform) => platforms.find((p) => p.id === id)?.label ?? id;

  const columns: GridColDef<RedeemCodeItem>[] = [
    {
      field: 'code',
      headerName: t('Code'),
      flex: 1,
      minWidth: 200,
      sortable: false,
      renderCell: ({ row }) => (
        <Typography
          variant="body2"
          component="span"
          dir="ltr"
          sx={{ fontFamily: 'monospace', letterSpacing: 0.5, whiteSpace: 'nowrap' }}
        >
          {row.code}
        </Typography>
      ),
    },
    {
      field: 'platform',
      headerName: t('Platform'),
      width: 170,
      valueGetter: (_value, row) => t(labelOf(row.platform)),
    },
    {
      field: 'status',
      headerName: t('Status'),
      width: 120,
      renderCell: ({ row }) => <CodeStatusLabel status={row.status} />,
    },
    {
      field: 'influencer',
      headerName: t('Influencer'),
      flex: 1,
      minWidth: 200,
      sortable: false,
      renderCell: ({ row }) =>
        row.influencer ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={influencerHref(row.influencer.id)}
              variant="body2"
              color="text.primary"
              underline="hover"
              noWrap
            >
              {row.influencer.mediaName}
            </Link>
            <Tooltip title={t('Only their codes')}>
              <IconButton
                size="small"
                aria-label={t("Show only {{name}}'s codes", { name: row.influencer.mediaName })}
                onClick={() => setHolder(row.influencer)}
              >
                <FilterListOutlined fontSize="inherit" />
              </IconButton>
            </Tooltip>
          </Box>
        ) : (
          <Typography variant="body2" component="span" sx={{ color: 'text.disabled' }}>
            —
          </Typography>
        ),
    },
    {
      field: 'issuedAt',
      headerName: t('Issued'),
      width: 180,
      valueFormatter: (value: string | null) => formatDayTime(value),
    },
    {
      field: 'createdAt',
      headerName: t('Added'),
      width: 130,
      valueFormatter: (value: string) => formatDay(value),
    },
  ];

  return (
    <Card>
      <CardHeader
        title={t('Codes')}
        subheader={t('Masked: only the creator who gets a code, and exports, see it in full.')}
        sx={{ pb: 0 }}
      />
      <GridToolbar
        view={grid}
        search={{
          ...search,
          placeholder: t('Exact code or creator…'),
          ariaLabel: t('Search codes'),
        }}
        filters={
          <>
            <FilterSelect
              label={t('Platform')}
              value={platform}
              onChange={setPlatform}
              allLabel={t('All platforms')}
              options={platforms.map((p) => ({ value: p.id, label: t(p.label) }))}
              width={200}
            />
            <FilterSelect
              label={t('Status')}
              value={status}
              onChange={setStatus}
              allLabel={t('All statuses')}
              options={statusOptions}
              width={160}
            />
            {holder ? (
              <Chip
                label={t('Creator: {{name}}', { name: holder.mediaName })}
                onDelete={() => setHolder(null)}
              />
            ) : null}
          </>
        }
      />

      <ServerDataGrid<RedeemCodeItem, SortField>
        label={t('Redeem codes')}
        grid={grid}
        query={list}
        columns={columns}
        rowHeight={56}
        errorTitle={t('Could not load the codes')}
        empty={{
          icon: <VpnKeyOutlined />,
          title: hasCodes ? t('No codes here') : t('No codes yet'),
          description: t('Import a .txt file with one code per line for each platform.'),
          noMatch: filtered && { title: t('No codes match') },
        }}
        emptyHeight={300}
      />
    </Card>
  );
}
