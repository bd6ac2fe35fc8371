import {
  type Submission,
  type SubmissionListQuery,
  SubmissionOutcome,
  type SubmissionStatus,
  submissionOutcomeLabel,
  submissionSortFields,
  submissionStatusLabel,
} from '@app/contract';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { useSnackbar } from 'notistack';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { type CountTab, CountTabs } from '../../../components/count-tabs.tsx';
import { FilterSelect } from '../../../components/data-grid/filter-select.tsx';
import { GridToolbar } from '../../../components/data-grid/grid-toolbar.tsx';
import { type RowAction, RowActionsMenu } from '../../../components/data-grid/row-actions.tsx';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid.tsx';
import { useGridFilter, useListFilter } from '../../../components/data-grid/use-editable-list.ts';
import { useSearchableGrid } from '../../../components/data-grid/use-grid-search.ts';
import { useRowMenu } from '../../../components/data-grid/use-row-menu.ts';
import type { LabelColor } from '../../../components/label.tsx';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { useLabelledOptions } from '../../../components/use-labelled-options.ts';
import {
  type SubmissionAction,
  useSubmissionAction,
  useSubmissions,
} from '../api/live-capture-queries.ts';
import { MappingDialog } from '../dialogs/mapping-dialog.tsx';
import {
  type SubmissionRowAction,
  submissionActions,
  submissionStatusColor,
  submissionStatusTabs,
} from '../logic/submission-actions.ts';
import { useSubmissionColumns } from './submission-columns.tsx';

type SortField = (typeof submissionSortFields)[number];
type StatusFilter = SubmissionStatus | 'all';
type FlagFilter = 'true' | 'false';

const outcomes = Object.values(SubmissionOutcome);

/**
 * A live-capture campaign's submissions (the Captures tab and /live-capture/{id}/view): status
 * tabs with their counts, search, outcome and flag filters, server paging and sorting, and per
 * row retry, map, add to campaign and delete.
 */
export function SubmissionsTable({
  campaignId,
  emptyAction,
}: {
  campaignId: number;
  /** Shown in the empty state of an unfiltered list, e.g. a link to the lead magnet. */
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const outcomeOptions = useLabelledOptions(outcomes, submissionOutcomeLabel);
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const { grid, search } = useSearchableGrid({
    table: 'lead-magnet-submissions',
    sortFields: submissionSortFields,
    defaultSort: { field: 'createdAt', order: 'desc' },
  });
  const [status, setStatus] = useListFilter<StatusFilter>(grid.resetPage, 'all');
  const [outcome, setOutcome] = useGridFilter<SubmissionOutcome>(grid.resetPage);
  const [flagged, setFlagged] = useGridFilter<FlagFilter>(grid.resetPage);
  const menu = useRowMenu<Submission>();
  const [mapping, setMapping] = useState<Submission | null>(null);
  const [deleting, setDeleting] = useState<Submission | null>(null);
  const action = useSubmissionAction(campaignId);

  const query = useMemo<SubmissionListQuery>(
    () => ({
      page: grid.request.page,
      pageSize: grid.request.pageSize,
      ...(grid.request.sort
        ? { sortField: grid.request.sort.field, sortOrder: grid.request.sort.order }
        : {}),
      ...(status === 'all' ? {} : { status }),
      ...(outcome ? { outcome } : {}),
      ...(flagged ? { flagged } : {}),
      ...(search.debounced ? { search: search.debounced } : {}),
    }),
    [grid.request, status, outcome, flagged, search.debounced],
  );
  const list = useSubmissions(campaignId, query);
  const counts = list.data?.statusCounts;
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : null;
  const narrowed = Boolean(search.debounced || outcome || flagged) || status !== 'all';
  const columns = useSubmissionColumns(menu.open);

  const run = (kind: SubmissionAction, row: Submission) =>
    action.mutate(
      { action: kind, id: row.id },
      {
        onSuccess: () => {
          const done: Record<SubmissionAction, string> = {
            retry: t('Retrying: the step runs again'),
            addToCampaign: t('Added to the campaign'),
            delete: t('Submission deleted'),
          };
          enqueueSnackbar(done[kind], { variant: 'success' });
          if (kind === 'delete') setDeleting(null);
        },
        onError: toastError,
      },
    );

  const rowActions = (row: Submission): RowAction[] => {
    const items: Record<SubmissionRowAction, RowAction> = {
      retry: {
        key: 'retry',
        label: t('Retry'),
        icon: <ReplayOutlined fontSize="small" />,
        onClick: () => run('retry', row),
      },
      map: {
        key: 'map',
        label: row.channel ? t('Map again') : t('Map'),
        icon: <AccountTreeOutlined fontSize="small" />,
        onClick: () => setMapping(row),
      },
      addToCampaign: {
        key: 'add',
        label: t('Add to campaign'),
        icon: <GroupAddOutlined fontSize="small" />,
        onClick: () => run('addToCampaign', row),
      },
      delete: {
        key: 'delete',
        label: t('Delete'),
        icon: <DeleteOutlined fontSize="small" />,
        danger: true,
        onClick: () => setDeleting(row),
      },
    };
    return submissionActions(row).map((a) => items[a]);
  };

  // The open tab's count in its status colour; a check error's count in red even when closed.
  const tabColor = (tab: StatusFilter, count: number | null): LabelColor => {
    if (tab === status) return tab === 'all' ? 'primary' : submissionStatusColor[tab];
    return tab === 'check error' && count ? 'error' : 'default';
  };
  const tabs: CountTab<StatusFilter>[] = [
    { value: 'all', label: t('All'), count: total, color: tabColor('all', total) },
    ...submissionStatusTabs.map((s) => {
      const count = counts ? (counts[s] ?? 0) : null;
      return { value: s, label: t(submissionStatusLabel[s]), count, color: tabColor(s, count) };
    }),
  ];

  return (
    <>
      <CountTabs value={status} onChange={setStatus} label={t('Submission status')} tabs={tabs} />

      <GridToolbar
        view={grid}
        search={{
          ...search,
          placeholder: t('Search email or channel…'),
          ariaLabel: t('Search submissions'),
          basis: 240,
        }}
        filters={
          <>
            <FilterSelect
              label={t('Outcome')}
              value={outcome}
              onChange={setOutcome}
              allLabel={t('All outcomes')}
              options={outcomeOptions}
              width={170}
            />
            <FilterSelect<FlagFilter>
              label={t('Flags')}
              value={flagged}
              onChange={setFlagged}
              allLabel={t('Flagged or not')}
              options={[
                { value: 'true', label: t('Flagged') },
                { value: 'false', label: t('Not flagged') },
              ]}
              width={160}
            />
          </>
        }
      />

      <ServerDataGrid<Submission, SortField>
        label={t('Submissions')}
        grid={grid}
        query={list}
        columns={columns}
        rowHeight={72}
        errorTitle={t('Could not load submissions')}
        empty={{
          icon: <InboxOutlined />,
          title: t('No submissions yet'),
          description: t('Creators who apply through the lead magnet show up here within seconds.'),
          action: emptyAction,
          noMatch: narrowed && {
            title: t('No submissions match'),
            description: t('Try another search, status or filter.'),
          },
        }}
        flush
      />

      <RowActionsMenu menu={menu} actions={rowActions} width={200} />

      {mapping ? (
        <MappingDialog
          campaignId={campaignId}
          submission={mapping}
          onClose={() => setMapping(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('Delete submission')}
        content={t(
          'Delete the submission of {{email}}? Its influencer, channel and workflow row stay.',
          { email: deleting?.email ?? '' },
        )}
        confirmLabel={t('Delete')}
        loading={action.isPending}
        onConfirm={() => (deleting ? run('delete', deleting) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
