import {
  CampaignType,
  InviteEmailState,
  inviteEmailStateLabel,
  type WorkflowItem,
} from '@app/contract';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../components/data-grid/grid-fit.ts';
import { Label, type LabelColor } from '../../../components/label.tsx';
import { workflowStatusColor } from '../../../components/workflow-status-color.ts';
import { formatCompact, formatDayTime, formatFull } from '../../../format/format.ts';
import { formatDeal } from '../../../format/money.ts';
import { useErrorWords } from '../../error-words/index.ts';
import { ChannelsCell, CreatorCell, Muted } from '../../influencers/index.ts';
import { LastChangeCell } from './last-change-cell.tsx';
import { RepliedChip } from './replied-chip.tsx';

// States without a colour here (an invite that sent no email) show as a plain label.
const inviteColor: Partial<Record<InviteEmailState, LabelColor>> = {
  [InviteEmailState.Queued]: 'warning',
  [InviteEmailState.Sent]: 'success',
  [InviteEmailState.Failed]: 'error',
  [InviteEmailState.Bounced]: 'error',
};

/**
 * The Workflow grid's columns; the server sorts every sortable one. Widths are set so a paid
 * campaign's table fits a 1280 px screen once Channels and Subscribers step aside (they hide
 * first when short of room: the creator's name already says who it is); Creator, Status, the
 * deal, Posts and Last change always show.
 */
export function useWorkflowColumns(type: CampaignType): ListColumn<WorkflowItem>[] {
  const { t } = useTranslation();
  return useMemo<ListColumn<WorkflowItem>[]>(() => {
    const paid = type === CampaignType.Paid;
    const columns: ListColumn<WorkflowItem>[] = [
      {
        field: 'mediaName',
        headerName: t('Creator'),
        flex: 1,
        minWidth: 190,
        renderCell: ({ row }) => (
          <CreatorCell
            creator={row.influencer}
            subtitle={row.influencer.email || row.influencer.name || '—'}
          />
        ),
      },
      {
        field: 'channels',
        headerName: t('Channels'),
        width: 130,
        priority: 5,
        sortable: false,
        renderCell: ({ row }) => <ChannelsCell channels={row.influencer.channels} />,
      },
      {
        field: 'subscribersCount',
        headerName: t('Subscribers'),
        type: 'number',
        width: 100,
        priority: 4,
        valueGetter: (_v, row) => row.influencer.subscribersCount,
        renderCell: ({ row }) => (
          <Tooltip title={formatFull(row.influencer.subscribersCount)}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.influencer.channels.some((c) => c.subscribers !== null)
                ? formatCompact(row.influencer.subscribersCount)
                : '—'}
            </Typography>
          </Tooltip>
        ),
      },
      {
        field: 'status',
        headerName: t('Status'),
        width: 110,
        renderCell: ({ row }) => (
          <Label color={workflowStatusColor[row.status]}>{t(row.statusLabel)}</Label>
        ),
      },
    ];
    if (paid) {
      columns.push({
        field: 'revenueAmount',
        headerName: t('Deal'),
        type: 'number',
        width: 110,
        renderCell: ({ row }) =>
          row.revenueAmount === null ? (
            <Muted>—</Muted>
          ) : (
            <Box
              sx={{
                height: 1,
                width: 1,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
                alignItems: 'flex-end',
                lineHeight: 1.3,
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 'inherit' }}>
                {formatDeal(row.revenueAmount)}
              </Typography>
              {row.postCount !== null ? (
                <Typography
                  variant="caption"
                  sx={{ color: 'text.secondary', lineHeight: 'inherit' }}
                >
                  {t('{{count}} posts', { count: row.postCount })}
                </Typography>
              ) : null}
            </Box>
          ),
      });
    }
    columns.push(
      {
        field: 'inviteEmail',
        headerName: t('Invite email'),
        // The invite's state and "Replied" fit side by side.
        width: 150,
        priority: 2,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: 1 }}>
            <InviteEmailCell row={row} />
            {row.repliedAt ? <RepliedChip repliedAt={row.repliedAt} /> : null}
          </Box>
        ),
      },
      {
        field: 'postsCount',
        headerName: t('Posts'),
        type: 'number',
        width: 80,
        renderCell: ({ row }) => (
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75, justifyContent: 'flex-end' }}
          >
            <Typography variant="body2">{row.postsCount}</Typography>
            {row.suggestedPostsCount ? (
              <Tooltip title={t('{{count}} suggested', { count: row.suggestedPostsCount })}>
                <span>
                  <Label color="info">+{row.suggestedPostsCount}</Label>
                </span>
              </Tooltip>
            ) : null}
          </Box>
        ),
      },
      {
        field: 'views',
        headerName: t('Views'),
        type: 'number',
        width: 80,
        priority: 3,
        renderCell: ({ row }) => (
          <Tooltip
            title={t('{{likes}} likes, {{comments}} comments', {
              likes: formatFull(row.likes),
              comments: formatFull(row.comments),
            })}
          >
            <Typography variant="body2">
              {row.postsCount ? formatCompact(row.views) : '—'}
            </Typography>
          </Tooltip>
        ),
      },
      {
        field: 'updatedAt',
        headerName: t('Last change'),
        width: 140,
        renderCell: ({ row }) => <LastChangeCell row={row} />,
      },
    );
    return columns;
  }, [t, type]);
}

/**
 * The invite email's state: queued, sent, failed or bounced (with when, why it waits, or the
 * mail server's reason for a refusal or a bounce).
 */
function InviteEmailCell({ row }: { row: WorkflowItem }) {
  const { t } = useTranslation();
  const inWords = useErrorWords();
  if (!row.inviteEmail) return <Muted>{t('Not invited')}</Muted>;
  return (
    <Tooltip
      title={
        row.inviteEmail === InviteEmailState.Queued
          ? t('In the outbox: emails go out once a sender is connected (email sending issue).')
          : row.inviteEmailError
            ? inWords(row.inviteEmailError, 'send')
            : row.invitedAt
              ? formatDayTime(row.invitedAt)
              : ''
      }
    >
      <span>
        <Label color={inviteColor[row.inviteEmail] ?? 'default'}>
          {t(inviteEmailStateLabel[row.inviteEmail])}
        </Label>
      </span>
    </Tooltip>
  );
}
