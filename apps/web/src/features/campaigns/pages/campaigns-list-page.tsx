import {
  type CampaignListItem,
  CampaignStatus,
  CampaignType,
  campaignSortFields,
  campaignStatusLabel,
  campaignTypeLabel,
} from '@app/contract';
import Add from '@mui/icons-material/Add';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DeleteRowsDialog } from '../../../components/data-grid/delete-rows-dialog.tsx';
import { FilterSelect } from '../../../components/data-grid/filter-select.tsx';
import { GridToolbar } from '../../../components/data-grid/grid-toolbar.tsx';
import { listRequest } from '../../../components/data-grid/list-request.ts';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid.tsx';
import { useDeletableRows } from '../../../components/data-grid/use-bulk-delete.ts';
import { deleteSelected } from '../../../components/data-grid/use-editable-list.ts';
import { useGridSearch } from '../../../components/data-grid/use-grid-search.ts';
import { useServerGrid } from '../../../components/data-grid/use-server-grid.ts';
import { AreaPageHeader } from '../../../components/page-header.tsx';
import { useLabelledOptions } from '../../../components/use-labelled-options.ts';
import { allProductsParams, useProducts } from '../../products/index.ts';
import { useCampaigns, useDeleteCampaigns } from '../api/campaigns-queries.ts';
import { AddLiveCaptureButton } from '../sections/add-live-capture-button.tsx';
import { useCampaignListColumns } from '../sections/campaign-list-columns.tsx';

// The wizard is a separate chunk: the list opens without it, /campaigns?add loads it.
const CampaignWizardDialog = lazy(() =>
  import('../dialogs/campaign-wizard-dialog.tsx').then((m) => ({
    default: m.CampaignWizardDialog,
  })),
);

type SortField = (typeof campaignSortFields)[number];

const statuses = [CampaignStatus.Active, CampaignStatus.Closed];
const types = [CampaignType.Free, CampaignType.Paid];

/** /campaigns: server-paged campaigns with filters; ?add opens the New-campaign wizard. */
export function CampaignsListPage() {
  const { t } = useTranslation();
  const typeOptions = useLabelledOptions(types, campaignTypeLabel);
  const [params, setParams] = useSearchParams();
  const live = params.get('kind') === 'live';
  const status = params.get('status');
  const type = params.get('type');
  const productId = Number(params.get('product')) || null;
  const wizardOpen = params.has('add');

  // The address keeps the search and filters, so a campaign's back link restores the list.
  const search = useGridSearch(undefined, params.get('q') ?? '');
  const grid = useServerGrid({
    table: 'campaigns',
    sortFields: campaignSortFields,
    defaultSort: { field: 'createdAt', order: 'desc' },
  });
  const products = useProducts(allProductsParams);
  const columns = useCampaignListColumns();

  const statusValue = Number(status);
  const list = useCampaigns(
    listRequest(grid, search, {
      isLiveCapture: live,
      ...(statusValue === CampaignStatus.Active || statusValue === CampaignStatus.Closed
        ? { status: statusValue }
        : {}),
      ...(type === CampaignType.Free || type === CampaignType.Paid ? { type } : {}),
      ...(productId ? { productId } : {}),
    }),
  );
  // A Manager deletes only campaigns they created: the server says which (canDelete).
  const { selection, remove } = useDeletableRows(
    list.data?.items,
    useDeleteCampaigns(),
    (ids) => ids,
    (row) => row.canDelete,
  );
  const filtered = Boolean(search.debounced || status || type || productId);

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
    selection.clear();
  };

  // The search box writes to the address once typing settles.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the settled text is the only trigger
  useEffect(() => {
    if ((params.get('q') ?? '') !== search.debounced) setParam('q', search.debounced || null);
  }, [search.debounced]);

  const newCampaign = (
    <Button
      variant="contained"
      color="inherit"
      startIcon={<Add />}
      onClick={() => setParam('add', '1')}
    >
      {t('New campaign')}
    </Button>
  );

  return (
    <>
      <AreaPageHeader title={t('Campaigns')} action={newCampaign} />
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
        <GridToolbar
          view={grid}
          search={{
            ...search,
            placeholder: t('Search campaigns or products…'),
            ariaLabel: t('Search campaigns'),
            basis: 240,
          }}
          filters={
            <>
              <FilterSelect
                label={t('Status')}
                value={status ?? ''}
                onChange={(value) => setParam('status', value)}
                allLabel={t('All statuses')}
                options={statuses.map((s) => ({
                  value: String(s),
                  label: t(campaignStatusLabel[s]),
                }))}
                width={150}
              />
              <FilterSelect
                label={t('Type')}
                value={type ?? ''}
                onChange={(value) => setParam('type', value)}
                allLabel={t('All types')}
                options={typeOptions}
                width={140}
              />
              <FilterSelect
                label={t('Product')}
                value={productId ? String(productId) : ''}
                onChange={(value) => setParam('product', value)}
                allLabel={t('All products')}
                options={(products.data?.items ?? []).map((p) => ({
                  value: String(p.id),
                  label: p.title,
                }))}
                width={200}
              />
            </>
          }
          selection={deleteSelected(selection, remove)}
        />

        <ServerDataGrid<CampaignListItem, SortField>
          label={t('Campaigns')}
          grid={grid}
          query={list}
          columns={columns}
          selection={selection}
          rowHeight={76}
          errorTitle={t('Could not load campaigns')}
          empty={{
            icon: <CampaignOutlined />,
            title: live ? t('No live-capture campaigns yet') : t('No campaigns yet'),
            description: live
              ? t('Campaigns with the live-capture flag collect creators from a lead-magnet page.')
              : t('Create a campaign for a product, add creators and invite them.'),
            action: live ? (
              <AddLiveCaptureButton />
            ) : (
              <Button variant="contained" startIcon={<Add />} onClick={() => setParam('add', '1')}>
                {t('New campaign')}
              </Button>
            ),
            noMatch: filtered && { title: t('No campaigns match') },
          }}
          emptyHeight={360}
        />
      </Card>

      <DeleteRowsDialog
        state={remove}
        title={t('Delete campaigns')}
        one={(campaign) =>
          t('Delete "{{name}}" with its creators, posts and statistics? This cannot be undone.', {
            name: campaign.name,
          })
        }
        many={(count) =>
          t(
            'Delete {{count}} campaigns with their creators, posts and statistics? This cannot be undone.',
            { count },
          )
        }
      />

      {wizardOpen ? (
        <Suspense fallback={null}>
          <CampaignWizardDialog onClose={() => setParam('add', null)} />
        </Suspense>
      ) : null}
    </>
  );
}
