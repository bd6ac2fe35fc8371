import {
  type Campaign,
  type CampaignInfluencerStatus,
  CampaignType,
  type WorkflowItem,
  type WorkflowListRequest,
  workflowSortFields,
} from '@app/contract';
import Add from '@mui/icons-material/Add';
import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import MovingOutlined from '@mui/icons-material/MovingOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { alpha } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { type ReactElement, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { isRowSelected } from '../../../components/data-grid/grid-selection.ts';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid.tsx';
import { useServerGrid } from '../../../components/data-grid/use-server-grid.ts';
import { Label } from '../../../components/label.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { useDebouncedValue } from '../../../components/use-debounced-value.ts';
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
import type { BulkAction, BulkOutcome } from '../logic/bulk-summary.ts';
import { canRun, statusChips } from '../logic/workflow-status.ts';
import { useBulkToast } from '../sections/use-bulk-toast.ts';
import { useWorkflowColumns } from '../sections/workflow-columns.tsx';
import { PostsPanel } from './posts-panel.tsx';

type SortField = (typeof workflowSortFields)[number];
type StatusFilter = CampaignInfluencerStatus | 'all';
type Section = 'creators' | 'posts';
type Pending = { kind: 'deal'; deal: DealKind } | { kind: 'transfer' } | { kind: 'remove' } | null;

const emptySelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The campaign's creators through invite, approve, publish and pay; and their posts. */
export function WorkflowTab({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const section: Section = params.get('section') === 'posts' ? 'posts' : 'creators';

  return (
    <Card>
      <Tabs
        value={section}
        onChange={(_, value: Section) =>
          setParams(value === 'posts' ? { section: 'posts' } : {}, { replace: true })
        }
        aria-label={t('Workflow sections')}
        sx={(theme) => ({ px: 2.5, boxShadow: `inset 0 -2px 0 0 ${theme.palette.divider}` })}
      >
        <Tab value="creators" label={t('Creators')} />
        <Tab value="posts" label={t('Posts')} />
      </Tabs>
      {section === 'creators' ? (
        <CreatorsSection campaign={campaign} />
      ) : (
        <PostsPanel campaign={campaign} />
      )}
    </Card>
  );
}

function CreatorsSection({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const bulkToast = useBulkToast();
  const invalidate = useInvalidateCampaign(campaign.id);
  const paid = campaign.type === CampaignType.Paid;
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const grid = useServerGrid({
    sortFields: workflowSortFields,
    defaultSort: { field: 'createdAt', order: 'desc' },
  });
  const [selection, setSelection] = useState<GridRowSelectionModel>(emptySelection);
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), 350);
  const columns = useWorkflowColumns(campaign.type);
  const stats = useWorkflowStats(campaign.id);

  const request = useMemo<WorkflowListRequest>(
    () => ({
      ...grid.request,
      search: debouncedSearch || undefined,
      filters: status === 'all' ? undefined : { status: [status] },
    }),
    [grid.request, debouncedSearch, status],
  );

  const list = useWorkflow(campaign.id, request);
  const rows = list.data?.items ?? [];
  const selectedRows = rows.filter((row) => isRowSelected(selection, row.id));
  const ids = selectedRows.map((row) => row.id);
  const narrowed = Boolean(debouncedSearch) || status !== 'all';
  const { resetPage } = grid;

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
      setSelection(emptySelection);
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

  const approve = () => {
    if (paid) setPending({ kind: 'deal', deal: 'approve' });
    else run('approve', () => approveInfluencers(campaign.id, { ids }));
  };

  const some = (a: Parameters<typeof canRun>[0]) =>
    selectedRows.some((row) => canRun(a, row.status));
  const bulkButtons: {
    key: string;
    label: string;
    icon: ReactElement;
    enabled: boolean;
    onClick: () => void;
    color?: 'error';
  }[] = [
    {
      key: 'invite',
      label: t('Invite'),
      icon: <SendOutlined />,
      enabled: some('invite'),
      onClick: () => run('invite', () => runWorkflowAction(campaign.id, 'invite', ids)),
    },
    {
      key: 'approve',
      label: paid ? t('Approve') : t('Shortlist'),
      icon: <CheckCircleOutlined />,
      enabled: some('approve'),
      onClick: approve,
    },
    {
      key: 'reject',
      label: t('Reject'),
      icon: <BlockOutlined />,
      enabled: some('reject'),
      onClick: () => run('reject', () => runWorkflowAction(campaign.id, 'reject', ids)),
    },
    {
      key: 'pay',
      label: t('Mark as paid'),
      icon: <AttachMoneyOutlined />,
      enabled: some('pay'),
      onClick: () => setPending({ kind: 'deal', deal: 'pay' }),
    },
    {
      key: 'transfer',
      label: t('Transfer'),
      icon: <MovingOutlined />,
      enabled: true,
      onClick: () => setPending({ kind: 'transfer' }),
    },
    {
      key: 'remove',
      label: t('Remove'),
      icon: <DeleteOutlined />,
      enabled: some('remove'),
      onClick: () => setPending({ kind: 'remove' }),
      color: 'error',
    },
  ];

  // The invite link of one selected creator, for the team to share by hand (chat, DM).
  const single = selectedRows.length === 1 ? selectedRows[0] : undefined;
  const inviteUrl = single?.inviteUrl ?? null;
  const copyInviteLink = async () => {
    if (!inviteUrl) return;
    try {
      await navigator.clipboard.writeText(inviteUrl);
      enqueueSnackbar(t('Invite link copied'), { variant: 'success' });
    } catch {
      // No clipboard access (insecure context, denied): show the link to copy by hand.
      enqueueSnackbar(t('Could not copy the invite link: {{url}}', { url: inviteUrl }), {
        variant: 'warning',
      });
    }
  };
  const copyHint = !single
    ? t('Select one creator to copy their invite link')
    : inviteUrl
      ? ''
      : t('Invite this creator first: their link opens once they are invited');

  const chips = statusChips(campaign.type, stats.data);

  return (
    <>
      <Tabs
        value={status}
        onChange={(_, value: StatusFilter) => {
          setStatus(value);
          setSelection(emptySelection);
          resetPage();
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

      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2.5 }}>
        <SearchField
          value={search}
          onChange={(value) => {
            setSearch(value);
            resetPage();
          }}
          placeholder={t('Search creators…')}
          ariaLabel={t('Search creators')}
          basis={240}
        />
        <Box sx={{ display: 'flex', gap: 1.5, marginInlineStart: { sm: 'auto' } }}>
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
          <Button
            variant="contained"
            color="inherit"
            startIcon={<Add />}
            onClick={() => setAdding(true)}
          >
            {t('Add creators')}
          </Button>
        </Box>
      </Box>

      {ids.length ? (
        <Box
          role="toolbar"
          aria-label={t('Bulk actions')}
          sx={(theme) => ({
            mx: 2.5,
            mb: 2,
            px: 2,
            py: 1,
            borderRadius: 1.5,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            bgcolor: alpha(theme.palette.primary.main, 0.08),
          })}
        >
          <Typography variant="subtitle2" sx={{ marginInlineEnd: 1 }}>
            {t('{{count}} selected', { count: ids.length })}
          </Typography>
          {bulkButtons.map((b) => (
            <Tooltip
              key={b.key}
              title={b.enabled ? '' : t('None of the selected creators can take this step now')}
            >
              <span>
                <Button
                  size="small"
                  color={b.color ?? 'inherit'}
                  startIcon={b.icon}
                  disabled={!b.enabled || action.isPending}
                  onClick={b.onClick}
                >
                  {b.label}
                </Button>
              </span>
            </Tooltip>
          ))}
          <Tooltip title={copyHint}>
            <span>
              <Button
                size="small"
                color="inherit"
                startIcon={<ContentCopyOutlined />}
                disabled={!inviteUrl}
                onClick={() => void copyInviteLink()}
              >
                {t('Copy invite link')}
              </Button>
            </span>
          </Tooltip>
        </Box>
      ) : null}

      <ServerDataGrid<WorkflowItem, SortField>
        label={t('Campaign creators')}
        grid={grid}
        query={list}
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        checkboxSelection
        keepNonExistentRowsSelected={false}
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
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
