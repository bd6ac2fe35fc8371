import {
  type CampaignListItem,
  type CampaignListRequest,
  CampaignStatus,
  CampaignType,
  campaignSortFields,
  campaignStatusLabel,
  campaignTypeLabel,
} from '@app/contract';
import Add from '@mui/icons-material/Add';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { isRowSelected } from '../../../components/data-grid/grid-selection.ts';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid.tsx';
import { useServerGrid } from '../../../components/data-grid/use-server-grid.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { useDebouncedValue } from '../../../components/use-debounced-value.ts';
import { formatCompact, formatDay } from '../../influencers/logic/format.ts';
import { allProductsParams, useProducts } from '../../products/products-api.ts';
import { useCampaigns, useDeleteCampaigns } from '../api/campaigns-queries.ts';
import { campaignHref } from '../campaign-paths.ts';
import {
  CampaignArt,
  CampaignStatusLabel,
  CampaignTypeLabel,
} from '../sections/campaign-labels.tsx';
import { useBulkToast } from '../sections/use-bulk-toast.ts';

// The wizard is a separate chunk: the list opens without it, /campaigns?add loads it.
const CampaignWizardDialog = lazy(() =>
  import('../wizard/campaign-wizard-dialog.tsx').then((m) => ({
    default: m.CampaignWizardDialog,
  })),
);

type SortField = (typeof campaignSortFields)[number];
const emptySelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

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

/** /campaigns: server-paged campaigns with filters; ?add opens the New-campaign wizard. */
export function CampaignsListPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const live = params.get('kind') === 'live';
  const status = params.get('status');
  const type = params.get('type');
  const productId = Number(params.get('product')) || null;
  const wizardOpen = params.has('add');

  const [search, setSearch] = useState(params.get('q') ?? '');
  const grid = useServerGrid({
    sortFields: campaignSortFields,
    defaultSort: { field: 'createdAt', order: 'desc' },
  });
  const [selection, setSelection] = useState<GridRowSelectionModel>(emptySelection);
  const [confirm, setConfirm] = useState<CampaignListItem[] | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), 350);
  const products = useProducts(allProductsParams);
  const remove = useDeleteCampaigns();
  const bulkToast = useBulkToast();

  const setParam = (key: string, value: string | null) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
    grid.resetPage();
    setSelection(emptySelection);
  };

  // The search box writes to the address once typing settles.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the settled text is the only trigger
  useEffect(() => {
    if ((params.get('q') ?? '') !== debouncedSearch) setParam('q', debouncedSearch || null);
  }, [debouncedSearch]);

  const request = useMemo<CampaignListRequest>(() => {
    const statusValue = Number(status);
    return {
      ...grid.request,
      search: debouncedSearch || undefined,
      filters: {
        isLiveCapture: live,
        ...(statusValue === CampaignStatus.Active || statusValue === CampaignStatus.Closed
          ? { status: statusValue }
          : {}),
        ...(type === CampaignType.Free || type === CampaignType.Paid ? { type } : {}),
        ...(productId ? { productId } : {}),
      },
    };
  }, [grid.request, debouncedSearch, live, status, type, productId]);

  const list = useCampaigns(request);
  const rows = list.data?.items ?? [];
  const selected = rows.filter((row) => row.canDelete && isRowSelected(selection, row.id));
  const filtered = Boolean(debouncedSearch || status || type || productId);

  const removeCampaigns = (targets: CampaignListItem[]) => {
    remove.mutate(
      targets.map((c) => c.id),
      {
        onSuccess: ({ results }) => {
          setConfirm(null);
          setSelection(emptySelection);
          bulkToast('remove', results);
        },
        onError: (error) => {
          setConfirm(null);
          enqueueSnackbar(t(errorMessage(error)), { variant: 'error' });
        },
      },
    );
  };

  const columns: GridColDef<CampaignListItem>[] = [
    {
      field: 'name',
      headerName: t('Campaign'),
      flex: 1,
      minWidth: 300,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
          <CampaignArt src={row.image?.url ?? row.product.imageUrl} width={72} height={48} />
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={campaignHref(row.id)}
              variant="subtitle2"
              color="text.primary"
              underline="hover"
              noWrap
              sx={{ display: 'block' }}
            >
              {row.name}
            </Link>
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
              {row.product.title}
            </Typography>
          </Box>
        </Box>
      ),
    },
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

  return (
    <>
      <PageHeader
        title={t('Campaigns')}
        crumbs={[{ label: t('Home'), to: '/' }, { label: t('Campaigns') }]}
        action={
          <Button
            variant="contained"
            color="inherit"
            startIcon={<Add />}
            onClick={() => setParam('add', '1')}
          >
            {t('New campaign')}
          </Button>
        }
      />
      <Card>
        <Tabs
          value={live ? 'live' : 'campaigns'}
          onChange={(_, value: string) => setParam('kind', value === 'live' ? 'live' : null)}
          aria-label={t('Campaign kind')}
          sx={(theme) => ({
            paddingInline: 2.5,
            boxShadow: `inset 0 -2px 0 0 ${theme.palette.divider}`,
          })}
        >
          <Tab value="campaigns" label={t('Campaigns')} />
          <Tab value="live" label={t('Live capture')} />
        </Tabs>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2.5 }}>
          <SearchField
            value={search}
            onChange={setSearch}
            placeholder={t('Search campaigns or products…')}
            ariaLabel={t('Search campaigns')}
            basis={240}
          />
          <TextField
            select
            label={t('Status')}
            value={status ?? ''}
            onChange={(e) => setParam('status', e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ width: { xs: 1, sm: 150 } }}
          >
            <MenuItem value="">{t('All statuses')}</MenuItem>
            {[CampaignStatus.Active, CampaignStatus.Closed].map((s) => (
              <MenuItem key={s} value={String(s)}>
                {t(campaignStatusLabel[s])}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('Type')}
            value={type ?? ''}
            onChange={(e) => setParam('type', e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ width: { xs: 1, sm: 140 } }}
          >
            <MenuItem value="">{t('All types')}</MenuItem>
            {[CampaignType.Free, CampaignType.Paid].map((v) => (
              <MenuItem key={v} value={v}>
                {t(campaignTypeLabel[v])}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('Product')}
            value={productId ? String(productId) : ''}
            onChange={(e) => setParam('product', e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ width: { xs: 1, sm: 200 } }}
          >
            <MenuItem value="">{t('All products')}</MenuItem>
            {(products.data?.items ?? []).map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {p.title}
              </MenuItem>
            ))}
          </TextField>
          {selected.length ? (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={() => setConfirm(selected)}
              sx={{ marginInlineStart: { sm: 'auto' } }}
            >
              {t('Delete ({{count}})', { count: selected.length })}
            </Button>
          ) : null}
        </Box>

        <ServerDataGrid<CampaignListItem, SortField>
          label={t('Campaigns')}
          grid={grid}
          query={list}
          rows={rows}
          columns={columns}
          getRowId={(row) => row.id}
          checkboxSelection
          // A Manager deletes only campaigns they created: the server says which (canDelete).
          isRowSelectable={({ row }) => row.canDelete}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          rowHeight={76}
          errorTitle={t('Could not load campaigns')}
          empty={{
            icon: <CampaignOutlined />,
            title: filtered
              ? t('No campaigns match')
              : live
                ? t('No live-capture campaigns yet')
                : t('No campaigns yet'),
            description: filtered
              ? t('Try another search or clear the filters.')
              : live
                ? t(
                    'Campaigns with the live-capture flag collect creators from a lead-magnet page.',
                  )
                : t('Create a campaign for a product, add creators and invite them.'),
            action:
              filtered || live ? null : (
                <Button
                  variant="contained"
                  startIcon={<Add />}
                  onClick={() => setParam('add', '1')}
                >
                  {t('New campaign')}
                </Button>
              ),
          }}
          sx={{ '& .MuiDataGrid-overlayWrapper': { minHeight: 360 } }}
        />
      </Card>

      <ConfirmDialog
        open={Boolean(confirm)}
        title={t('Delete campaigns')}
        content={
          confirm?.length === 1
            ? t(
                'Delete "{{name}}" with its creators, posts and statistics? This cannot be undone.',
                { name: confirm[0]?.name },
              )
            : t(
                'Delete {{count}} campaigns with their creators, posts and statistics? This cannot be undone.',
                { count: confirm?.length ?? 0 },
              )
        }
        confirmLabel={t('Delete')}
        loading={remove.isPending}
        onConfirm={() => confirm && removeCampaigns(confirm)}
        onClose={() => setConfirm(null)}
      />

      {wizardOpen ? (
        <Suspense fallback={null}>
          <CampaignWizardDialog onClose={() => setParam('add', null)} />
        </Suspense>
      ) : null}
    </>
  );
}
