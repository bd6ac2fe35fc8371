import {
  type Campaign,
  campaignInfluencerStatusLabel,
  type EmailStatStatus,
  type EmailStatsRow,
  emailStatStatus,
  emailStatStatusLabel,
  emailStatsSortFields,
} from '@app/contract';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { FilterSelect } from '../../../components/data-grid/filter-select.tsx';
import { GridToolbar } from '../../../components/data-grid/grid-toolbar.tsx';
import { listRequest } from '../../../components/data-grid/list-request.ts';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid.tsx';
import { TitleCell } from '../../../components/data-grid/title-cell.tsx';
import { useGridFilter } from '../../../components/data-grid/use-editable-list.ts';
import { useSearchableGrid } from '../../../components/data-grid/use-grid-search.ts';
import { EmptyStateCard } from '../../../components/empty-state-card.tsx';
import { Label } from '../../../components/label.tsx';
import { useLabelledOptions } from '../../../components/use-labelled-options.ts';
import { workflowStatusColor } from '../../../components/workflow-status-color.ts';
import { formatDayTime } from '../../../format/format.ts';
import { useErrorWords } from '../../error-words/index.ts';
import { useEmailStats, useEmailStatsList } from '../api/email-stats-api.ts';
import { emailKindLabel } from '../logic/email-kind.ts';
import { EmailStatsCards } from './email-stats-cards.tsx';
import { EmailStatusLabel } from './email-status-label.tsx';

type SortField = (typeof emailStatsSortFields)[number];

/**
 * Campaign email statistics (SPEC 7 email-stats): totals as cards, then one row per creator
 * who was emailed, server-paged. Refreshes itself while emails are still in the outbox.
 */
export function CampaignEmailStats({ campaign }: { campaign: Pick<Campaign, 'id' | 'type'> }) {
  const { t } = useTranslation();
  const inWords = useErrorWords();
  const totals = useEmailStats(campaign.id);
  const { grid, search } = useSearchableGrid({
    table: 'campaign-email-stats',
    sortFields: emailStatsSortFields,
    defaultSort: { field: 'lastSentAt', order: 'desc' },
    pageSize: 10,
  });
  const [status, setStatus] = useGridFilter<EmailStatStatus>(grid.resetPage);
  const statusOptions = useLabelledOptions(emailStatStatus.options, emailStatStatusLabel);

  const list = useEmailStatsList(
    campaign.id,
    listRequest(grid, search, status ? { lastStatus: status } : undefined),
    Boolean(totals.data?.queued),
  );
  const rows = list.data?.items ?? [];
  const filtered = Boolean(search.debounced || status);
  // The list refreshes itself while emails are queued: only the first load shows as loading.
  const gridQuery = {
    data: list.data,
    isFetching: list.isFetching && !list.data,
    isError: list.isError,
    error: list.error,
  };

  const columns: GridColDef<EmailStatsRow>[] = [
    {
      field: 'mediaName',
      headerName: t('Creator'),
      flex: 1,
      minWidth: 180,
      valueGetter: (_v, row) => row.influencer.mediaName,
      renderCell: ({ row }) => (
        <TitleCell
          title={row.influencer.mediaName}
          to={`/influencers/${row.influencer.id}?tab=email`}
          subtitle={
            <>
              {row.influencer.email ?? '—'}
              {row.unsubscribed ? ` · ${t('Unsubscribed')}` : ''}
            </>
          }
        />
      ),
    },
    {
      field: 'status',
      headerName: t('Workflow'),
      width: 116,
      sortable: false,
      renderCell: ({ row }) =>
        row.status === null ? (
          <Typography variant="body2" sx={{ color: 'text.disabled' }}>
            {t('Removed')}
          </Typography>
        ) : (
          <Label color={workflowStatusColor[row.status]}>
            {t(campaignInfluencerStatusLabel(row.status, campaign.type))}
          </Label>
        ),
    },
    {
      field: 'lastSubject',
      headerName: t('Last email'),
      flex: 1,
      minWidth: 180,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {row.lastSubject}
          </Typography>
          <Typography variant="caption" component="div" noWrap sx={{ color: 'text.secondary' }}>
            {t(emailKindLabel(row.lastKind))}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'lastStatus',
      headerName: t('Email status'),
      width: 120,
      sortable: false,
      renderCell: ({ row }) => (
        <Tooltip title={row.lastError ? inWords(row.lastError, 'send') : ''}>
          <span>
            <EmailStatusLabel status={row.lastStatus} />
          </span>
        </Tooltip>
      ),
    },
    { field: 'sent', headerName: t('Sent'), type: 'number', width: 72 },
    { field: 'opened', headerName: t('Opened'), type: 'number', width: 84 },
    { field: 'clicked', headerName: t('Clicked'), type: 'number', width: 84 },
    {
      field: 'lastSentAt',
      headerName: t('Last sent'),
      width: 168,
      valueFormatter: (value: string | null) => formatDayTime(value),
    },
  ];

  return (
    <Box component="section" aria-labelledby="campaign-email-stats-title">
      <Box sx={{ mb: 2 }}>
        <Typography variant="h6" component="h2" id="campaign-email-stats-title">
          {t('Emails')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('Every email this campaign sent: invites, keys, decisions and custom emails.')}
        </Typography>
      </Box>
      {totals.isError ? (
        <EmptyStateCard
          compact
          icon={<MarkEmailReadOutlined />}
          title={t('Could not load email statistics')}
          description={t(errorMessage(totals.error))}
        />
      ) : (
        <EmailStatsCards totals={totals.data} />
      )}

      <Card sx={{ mt: 3 }}>
        <GridToolbar
          view={grid}
          search={{
            ...search,
            placeholder: t('Search creators…'),
            ariaLabel: t('Search emailed creators'),
          }}
          filters={
            <FilterSelect
              label={t('Email status')}
              value={status}
              onChange={setStatus}
              allLabel={t('All statuses')}
              options={statusOptions}
              width={200}
            />
          }
        />
        <ServerDataGrid<EmailStatsRow, SortField>
          label={t('Emails per creator')}
          grid={grid}
          query={gridQuery}
          rows={rows}
          columns={columns}
          getRowId={(row) => row.influencer.id}
          rowHeight={64}
          columnHeaderHeight={52}
          errorTitle={t('Could not load emails')}
          empty={{
            icon: <MarkEmailReadOutlined />,
            title: t('No emails yet'),
            description: t('Invites and custom emails show here per creator once they are queued.'),
            noMatch: filtered && { title: t('No creators match') },
          }}
          emptyHeight={280}
        />
      </Card>
    </Box>
  );
}
