import {
  type CampaignListItem,
  campaignSortFields,
  type LeadMagnetStatsResponse,
} from '@app/contract';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import type { ListColumn } from '../../../components/data-grid/grid-fit.ts';
import { GridToolbar } from '../../../components/data-grid/grid-toolbar.tsx';
import { listRequest } from '../../../components/data-grid/list-request.ts';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid.tsx';
import { TitleCell } from '../../../components/data-grid/title-cell.tsx';
import { titleColumn } from '../../../components/data-grid/title-column.ts';
import { useSearchableGrid } from '../../../components/data-grid/use-grid-search.ts';
import { AreaPageHeader } from '../../../components/page-header.tsx';
import { PeriodToggle } from '../../../components/period-toggle.tsx';
import { WrapRow } from '../../../components/wrap-row.tsx';
import { formatCompact, formatDay, formatFull } from '../../../format/format.ts';
import {
  AddLiveCaptureButton,
  CampaignArt,
  CampaignStatusLabel,
  periodFromParam,
  useCampaigns,
} from '../../campaigns/index.ts';
import { useCaptureStats } from '../api/live-capture-queries.ts';
import { formatConversion } from '../logic/capture-stats.ts';
import { CaptureChart, CaptureTotals } from '../sections/capture-stats.tsx';

type SortField = (typeof campaignSortFields)[number];
type Figures = LeadMagnetStatsResponse['campaigns'][number];

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <Box sx={{ height: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
      <Typography variant="subtitle2" sx={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.3 }}>
        {value}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.disabled', lineHeight: 1.3 }}>
        {label}
      </Typography>
    </Box>
  );
}

/** A column of a campaign's figures: the value over what it counts; the server cannot sort it. */
function figureColumn(
  field: string,
  headerName: string,
  label: string,
  width: number,
  value: (campaignId: number) => string,
): ListColumn<CampaignListItem> {
  return {
    field,
    headerName,
    width,
    sortable: false,
    renderCell: ({ row }) => <Figure value={value(row.id)} label={label} />,
  };
}

function useColumns(figures: Map<number, Figures> | null): ListColumn<CampaignListItem>[] {
  const { t } = useTranslation();
  const of = (id: number, pick: (f: Figures) => number | null, format = formatCompact) => {
    if (!figures) return '…';
    const f = figures.get(id);
    return f ? format(pick(f) ?? 0) : '0';
  };
  return [
    titleColumn<CampaignListItem>('name', t('Campaign'), 260, (row) => (
      <TitleCell
        leading={<CampaignArt campaign={row} width={64} height={44} />}
        title={row.name}
        to={paths.liveCaptureView(row.id)}
        subtitle={
          figures?.get(row.id)?.slug
            ? `/apply/${figures.get(row.id)?.slug}`
            : figures
              ? t('No lead magnet yet')
              : row.product.title
        }
      />
    )),
    {
      field: 'status',
      headerName: t('Status'),
      width: 110,
      priority: 3,
      renderCell: ({ row }) => <CampaignStatusLabel status={row.status} />,
    },
    figureColumn('submissions', t('Submissions'), t('received'), 110, (id) =>
      of(id, (f) => f.submissions, formatFull),
    ),
    {
      ...figureColumn('mapped', t('Mapped'), t('to channels'), 100, (id) =>
        of(id, (f) => f.mapped),
      ),
      priority: 2,
    },
    figureColumn('added', t('Added'), t('to workflow'), 100, (id) => of(id, (f) => f.added)),
    figureColumn('conversion', t('Conversion'), t('added ÷ sent'), 110, (id) =>
      figures ? formatConversion(figures.get(id)?.conversion ?? null) : '…',
    ),
    {
      field: 'createdAt',
      headerName: t('Created'),
      width: 120,
      priority: 4,
      valueFormatter: (value: string) => formatDay(value),
    },
  ];
}

/** /live-capture: every live-capture campaign with its figures for a period, and a chart. */
export function LiveCaptureListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const period = periodFromParam(params.get('period'));
  const { grid, search } = useSearchableGrid({
    table: 'live-capture-campaigns',
    sortFields: campaignSortFields,
    defaultSort: { field: 'createdAt', order: 'desc' },
  });
  const list = useCampaigns(listRequest(grid, search, { isLiveCapture: true }));
  const stats = useCaptureStats(null, period);
  const figures = useMemo(
    () => (stats.data ? new Map(stats.data.campaigns.map((c) => [c.campaignId, c])) : null),
    [stats.data],
  );
  const columns = useColumns(figures);

  const add = (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <Button
        component={RouterLink}
        to={paths.settingsTab('live-capture-blocklist')}
        variant="outlined"
        color="inherit"
        startIcon={<BlockOutlined />}
      >
        {t('Blocklist')}
      </Button>
      <AddLiveCaptureButton color="inherit" />
    </Box>
  );

  return (
    <>
      <AreaPageHeader title={t('Live Capture')} action={add} />
      <WrapRow sx={{ mb: 3 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2">
            {t('Figures')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('Creators who applied through lead magnets, and how many made it into a workflow.')}
          </Typography>
        </Box>
        <PeriodToggle
          value={period}
          label={t('Chart period')}
          onChange={(p) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                next.set('period', String(p));
                return next;
              },
              { replace: true },
            )
          }
        />
      </WrapRow>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <CaptureTotals stats={stats.data} period={period} />
        <Grid container spacing={3}>
          <Grid size={12}>
            <CaptureChart stats={stats.data} period={period} height={260} />
          </Grid>
        </Grid>
        <Card>
          <CardHeader title={t('Live-capture campaigns')} sx={{ pb: 0 }} />
          <GridToolbar
            view={grid}
            search={{
              ...search,
              placeholder: t('Search campaigns or products…'),
              ariaLabel: t('Search live-capture campaigns'),
              basis: 240,
            }}
          />
          <ServerDataGrid<CampaignListItem, SortField>
            label={t('Live-capture campaigns')}
            grid={grid}
            query={list}
            columns={columns}
            rowHeight={68}
            errorTitle={t('Could not load campaigns')}
            empty={{
              icon: <SensorsOutlined />,
              title: t('No live-capture campaigns yet'),
              description: t(
                'Publish a hosted page or an embeddable form: creators apply, get checked and invited on their own.',
              ),
              action: <AddLiveCaptureButton />,
              noMatch: Boolean(search.debounced) && {
                title: t('No campaigns match'),
                description: t('Try another search.'),
              },
            }}
            flush
          />
        </Card>
      </Box>
    </>
  );
}
