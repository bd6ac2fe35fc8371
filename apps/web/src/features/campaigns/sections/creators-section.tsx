import {
  type Campaign,
  type CampaignInfluencerStatus,
  CampaignType,
  type WorkflowItem,
  type WorkflowListRequest,
  workflowSortFields,
} from '@app/contract';
import Add from '@mui/icons-material/Add';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import type { BulkAction, BulkOutcome } from '../../../components/bulk-summary.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useGridSelection } from '../../../components/data-grid/grid-selection.ts';
import { GridToolbar } from '../../../components/data-grid/grid-toolbar.tsx';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid.tsx';
import { useGridSearch } from '../../../components/data-grid/use-grid-search.ts';
import { useServerGrid } from '../../../components/data-grid/use-server-grid.ts';
import { Label } from '../../../components/label.tsx';
import { useBulkToast } from '../../../components/use-bulk-toast.ts';
import {
  approveInfluencers,
  exportWorkflow,
  payInfluencers,
  runWorkflowAction,
  transferCampaignInfluencers,
} from '../api/campaigns-api.ts';
import { useInvalidateCampaign, useWorkflow, useWorkflowStats } from '../api/campaigns-queries.ts';
import { AddCreatorsDialog } from '../dialogs/add-creators-dialog.tsx';
import { type Deal, DealDialog, type DealKind } from '../dialogs/deal-dialog.tsx';
import { TransferDialog } from '../dialogs/transfer-dialog.tsx';
import { statusChips } from '../logic/workflow-status.ts';
import { WorkflowBulkActions, type WorkflowStep } from './workflow-bulk-actions.tsx';
import { useWorkflowColumns } from './workflow-columns.tsx';

type SortField = (typeof workflowSortFields)[number];
type StatusFilter = CampaignInfluencerStatus | 'all';
type Pending = { kind: 'deal'; deal: DealKind } | { kind: 'transfer' } | { kind: 'remove' } | null;

/** The campaign's creators by workflow status, with the steps that move them along. */
export function CreatorsSection({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const bulkToast = useBulkToast();
  const invalidate = useInvalidateCampaign(campaign.id);
  const paid = campaign.type === CampaignType.Paid;
  const [status, setStatus] = useState<StatusFilter>('all');
  const grid = useServerGrid({
    sortFields: workflowSortFields,
    defaultSort: { field: 'createdAt', order: 'desc' },
  });
  const search = useGridSearch(grid.resetPage);
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const columns = useWorkflowColumns(campaign.type);
  const stats = useWorkflowStats(campaign.id);

  const request = useMemo<WorkflowListRequest>(
    () => ({
      ...grid.request,
      search: search.debounced || undefined,
      filters: status === 'all' ? undefined : { status: [status] },
    }),
    [grid.request, search.debounced, status],
  );

  const list = useWorkflow(campaign.id, request);
  const selection = useGridSelection(list.data?.items);
  const ids = selection.selected.map((row) => row.id);
  const narrowed = Boolean(search.debounced) || status !== 'all';

  const action = useMutation({
    mutationFn: async ({
      run,
    }: {
      kind: BulkAction;
      run: () => Promise<{ results: BulkOutcome[] }>;
    }) => run(),
    onSuccess: ({ results }, { kind }) => {
      bulkToast(kind, results);
      setPending(null);
      selection.clear();
    },
    onError: (error) => enqueueSnackbar(t(errorMessage(error)), { variant: 'error' }),
    onSettled: () => invalidate(),
  });
  const exporting = useMutation({
    mutationFn: () =>
      exportWorkflow(campaign.id, {
        search: request.search,
        filters: request.filters,
        sort: request.sort,
        ids: ids.length ? ids : undefined,
      }),
    onSuccess: (name) => enqueueSnackbar(t('Saved {{name}}', { name }), { variant: 'success' }),
    onError: (error) => enqueueSnackbar(t(errorMessage(error)), { variant: 'error' }),
  });

  const run = (kind: BulkAction, call: () => Promise<{ results: BulkOutcome[] }>) =>
    action.mutate({ kind, run: call });

  const submitDeal = (deal: Deal) => {
    if (pending?.kind !== 'deal') return;
    if (pending.deal === 'approve') {
      run('approve', () => approveInfluencers(campaign.id, { ids, ...deal }));
    } else {
      run('pay', () => payInfluencers(campaign.id, { ids, revenueAmount: deal.revenueAmount }));
    }
  };

  const step = (next: WorkflowStep) => {
    if (next === 'invite') run('invite', () => runWorkflowAction(campaign.id, 'invite', ids));
    else if (next === 'reject') run('reject', () => runWorkflowAction(campaign.id, 'reject', ids));
    // A paid campaign's approval sets the deal; a free one's is a plain shortlist.
    else if (next === 'approve' && !paid)
      run('approve', () => approveInfluencers(campaign.id, { ids }));
    else if (next === 'approve' || next === 'pay') setPending({ kind: 'deal', deal: next });
    else setPending({ kind: next });
  };

  const chips = statusChips(campaign.type, stats.data);

  return (
    <>
      <Tabs
        value={status}
        onChange={(_, value: StatusFilter) => {
          setStatus(value);
          selection.clear();
          grid.resetPage();
        }}
        variant="scrollable"
        scrollButtons={false}
        aria-label={t('Workflow status')}
        sx={{ px: 2.5, pt: 1 }}
      >
        {chips.map((chip) => (
          <Tab
            key={chip.status}
            value={chip.status}
            label={t(chip.label)}
            iconPosition="end"
            icon={
              <Label color={chip.status === status ? chip.color : 'default'}>
                {chip.count === null ? '–' : chip.count}
              </Label>
            }
            sx={{ minHeight: 48, gap: 1, '& > .MuiTab-iconWrapper': { margin: 0 } }}
          />
        ))}
      </Tabs>

      <GridToolbar
        search={{
          ...search,
          placeholder: t('Search creators…'),
          ariaLabel: t('Search creators'),
          basis: 240,
        }}
        actions={
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<DownloadOutlined />}
            loading={exporting.isPending}
            onClick={() => exporting.mutate()}
            disabled={!list.data?.total}
          >
            {ids.length ? t('Export selected') : t('Export')}
          </Button>
        }
        add={{ label: t('Add creators'), onClick: () => setAdding(true) }}
        selection={{
          count: ids.length,
          actions: (
            <WorkflowBulkActions
              rows={selection.selected}
              paid={paid}
              busy={action.isPending}
              onStep={step}
            />
          ),
        }}
      />

      <ServerDataGrid<WorkflowItem, SortField>
        label={t('Campaign creators')}
        grid={grid}
        query={list}
        columns={columns}
        selection={selection}
        rowHeight={68}
        errorTitle={t('Could not load creators')}
        empty={{
          icon: <GroupAddOutlined />,
          title: narrowed ? t('No creators match') : t('No creators in this campaign yet'),
          description: narrowed
            ? t('Try another search or status.')
            : t('Add creators from the CRM or a list, then invite them.'),
          action: narrowed ? null : (
            <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
              {t('Add creators')}
            </Button>
          ),
        }}
        sx={{ border: 0, '& .MuiDataGrid-overlayWrapper': { minHeight: 340 } }}
      />

      <AddCreatorsDialog open={adding} campaignId={campaign.id} onClose={() => setAdding(false)} />
      <DealDialog
        kind={pending?.kind === 'deal' ? pending.deal : null}
        campaign={campaign}
        count={ids.length}
        loading={action.isPending}
        onSubmit={submitDeal}
        onClose={() => setPending(null)}
      />
      <TransferDialog
        open={pending?.kind === 'transfer'}
        campaignId={campaign.id}
        count={ids.length}
        loading={action.isPending}
        onSubmit={(targetCampaignId, mode) =>
          run('transfer', () =>
            transferCampaignInfluencers(campaign.id, { ids, targetCampaignId, mode }),
          )
        }
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.kind === 'remove'}
        title={t('Remove creators')}
        content={t(
          'Remove {{count}} creators from this campaign? Their posts and history here go with them; paid creators stay.',
          { count: ids.length },
        )}
        confirmLabel={t('Remove')}
        loading={action.isPending}
        onConfirm={() => run('remove', () => runWorkflowAction(campaign.id, 'delete', ids))}
        onClose={() => setPending(null)}
      />
    </>
  );
}
