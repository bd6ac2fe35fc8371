import {
  type Campaign,
  type CampaignInfluencerStatus,
  CampaignType,
  type WorkflowItem,
  workflowSortFields,
} from '@app/contract';
import Add from '@mui/icons-material/Add';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountTabs } from '../../../components/count-tabs.tsx';
import { useGridSelection } from '../../../components/data-grid/grid-selection.ts';
import { GridToolbar } from '../../../components/data-grid/grid-toolbar.tsx';
import { listRequest } from '../../../components/data-grid/list-request.ts';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid.tsx';
import { useListFilter } from '../../../components/data-grid/use-editable-list.ts';
import { useSearchableGrid } from '../../../components/data-grid/use-grid-search.ts';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { exportWorkflow } from '../api/campaigns-api.ts';
import { useWorkflow, useWorkflowStats } from '../api/campaigns-queries.ts';
import { AddCreatorsDialog } from '../dialogs/add-creators-dialog.tsx';
import { statusChips } from '../logic/workflow-status.ts';
import { WorkflowBulkActions } from './workflow-bulk-actions.tsx';
import { useWorkflowColumns } from './workflow-columns.tsx';
import { useWorkflowSteps } from './workflow-steps.tsx';

type SortField = (typeof workflowSortFields)[number];
type StatusFilter = CampaignInfluencerStatus | 'all';

/** The campaign's creators by workflow status, with the steps that move them along. */
export function CreatorsSection({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const paid = campaign.type === CampaignType.Paid;
  const { grid, search } = useSearchableGrid({
    table: 'campaign-creators',
    sortFields: workflowSortFields,
    defaultSort: { field: 'createdAt', order: 'desc' },
  });
  const [status, setStatus] = useListFilter<StatusFilter>(grid.resetPage, 'all');
  const [adding, setAdding] = useState(false);
  const columns = useWorkflowColumns(campaign.type);
  const stats = useWorkflowStats(campaign.id);

  const request = listRequest(grid, search, status === 'all' ? undefined : { status: [status] });
  const list = useWorkflow(campaign.id, request);
  const selection = useGridSelection(list.data?.items);
  const ids = selection.selected.map((row) => row.id);
  const narrowed = Boolean(search.debounced) || status !== 'all';

  const steps = useWorkflowSteps(campaign, ids, selection.clear);
  const exporting = useMutation({
    mutationFn: () =>
      exportWorkflow(campaign.id, {
        search: request.search,
        filters: request.filters,
        sort: request.sort,
        ids: ids.length ? ids : undefined,
      }),
    onSuccess: (name) => enqueueSnackbar(t('Saved {{name}}', { name }), { variant: 'success' }),
    onError: toastError,
  });

  const chips = statusChips(campaign.type, stats.data);

  return (
    <>
      <CountTabs
        value={status}
        onChange={(value) => {
          setStatus(value);
          selection.clear();
        }}
        label={t('Workflow status')}
        tabs={chips.map((chip) => ({
          value: chip.status,
          label: t(chip.label),
          count: chip.count,
          color: chip.status === status ? chip.color : 'default',
        }))}
      />

      <GridToolbar
        view={grid}
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
              busy={steps.busy}
              onStep={steps.start}
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
          title: t('No creators in this campaign yet'),
          description: t('Add creators from the CRM or a list, then invite them.'),
          action: (
            <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
              {t('Add creators')}
            </Button>
          ),
          noMatch: narrowed && {
            title: t('No creators match'),
            description: t('Try another search or status.'),
          },
        }}
        emptyHeight={340}
        flush
      />

      <AddCreatorsDialog open={adding} campaignId={campaign.id} onClose={() => setAdding(false)} />
      {steps.dialogs}
    </>
  );
}
