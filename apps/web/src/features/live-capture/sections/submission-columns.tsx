import {
  channelProofLabel,
  type Submission,
  SubmissionStatus,
  submissionFlagLabel,
  submissionOutcomeLabel,
  submissionStatusLabel,
} from '@app/contract';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ListColumn } from '../../../components/data-grid/grid-fit.ts';
import { rowActionsColumn } from '../../../components/data-grid/row-actions.tsx';
import { Label, type LabelColor } from '../../../components/label.tsx';
import { PlatformIcon } from '../../../components/platform-icon.tsx';
import { formatCompact, formatDayTime, formatFull } from '../../../format/format.ts';
import { influencerHref } from '../../influencers/index.ts';
import { submissionStatusColor } from '../logic/submission-actions.ts';

const outcomeColor: Record<NonNullable<Submission['outcome']>, LabelColor> = {
  invited: 'success',
  ad: 'info',
  noKeysLeft: 'warning',
  belowMinimum: 'default',
  blocked: 'error',
  duplicate: 'default',
};

/** Two lines in a cell: what it is, and a quieter detail. */
function Stack2({ children }: { children: React.ReactNode }) {
  return (
    <Box
      sx={{
        height: 1,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'flex-start',
        gap: 0.25,
        lineHeight: 1.3,
      }}
    >
      {children}
    </Box>
  );
}

/** The channel a submission is mapped to, or the link it sent while it is not mapped. */
function ChannelCell({ row }: { row: Submission }) {
  const { t } = useTranslation();
  const type = row.channel?.type ?? row.channelType;
  const subscribers = row.channel?.subscribers ?? null;
  return (
    <Box sx={{ height: 1, display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      {type ? <PlatformIcon type={type} /> : <LinkOutlined fontSize="small" color="disabled" />}
      <Stack2>
        <Link
          href={row.channel?.url ?? row.channelUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          color="text.primary"
          underline="hover"
          noWrap
          dir="auto"
          sx={{ display: 'block', maxWidth: 1, fontWeight: 600 }}
        >
          {row.channel?.name ?? row.channelUrl}
        </Link>
        <Typography variant="caption" noWrap sx={{ color: 'text.secondary', maxWidth: 1 }}>
          {row.channel ? (
            <>
              <Tooltip title={formatFull(subscribers)}>
                <span>
                  {subscribers === null
                    ? t('Subscribers unknown')
                    : t('{{value}} subscribers', { value: formatCompact(subscribers) })}
                </span>
              </Tooltip>
              {row.influencer ? (
                <>
                  {' · '}
                  <Link
                    component={RouterLink}
                    to={influencerHref(row.influencer.id)}
                    color="inherit"
                    underline="hover"
                  >
                    {row.influencer.name}
                  </Link>
                </>
              ) : null}
            </>
          ) : (
            t('Not mapped to a CRM channel yet')
          )}
        </Typography>
      </Stack2>
    </Box>
  );
}

/** The status; a check error adds SPEC 8's message, with the reason on hover. */
function StatusCell({ row }: { row: Submission }) {
  const { t } = useTranslation();
  const label = (
    <Label color={submissionStatusColor[row.status]}>{t(submissionStatusLabel[row.status])}</Label>
  );
  if (row.status !== SubmissionStatus.CheckError || !row.checkError) {
    const proof = row.channelProof ? (
      <Tooltip title={t(channelProofLabel[row.channelProof])}>
        <VerifiedOutlined fontSize="small" color="success" aria-label={t('Channel proven')} />
      </Tooltip>
    ) : null;
    if (row.heldBecause.length === 0) {
      return (
        <Box sx={{ height: 1, display: 'flex', alignItems: 'center', gap: 0.75 }}>
          {label}
          {proof}
        </Box>
      );
    }
    // Autoinvite waits for the manager: say why, in the row (issue 26).
    const reasons = row.heldBecause.map((r) => t(r)).join(' · ');
    return (
      <Tooltip title={reasons}>
        <Stack2>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            {label}
            {proof}
          </Box>
          <Typography variant="caption" noWrap sx={{ color: 'warning.dark', maxWidth: 1 }}>
            {t('Waiting for you: {{reasons}}', { reasons })}
          </Typography>
        </Stack2>
      </Tooltip>
    );
  }
  const error = row.checkError;
  return (
    <Tooltip
      title={
        <>
          <strong>{t(error.message)}</strong>
          <br />
          {error.reason}
          <br />
          {t('{{count}} attempts, last {{at}}', {
            count: row.attempts,
            at: formatDayTime(error.at),
          })}
        </>
      }
    >
      <Stack2>
        {label}
        <Typography
          variant="caption"
          noWrap
          sx={{ color: 'error.main', maxWidth: 1, display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <ErrorOutline sx={{ fontSize: 14 }} />
          {t(error.message)}
        </Typography>
        <Typography variant="caption" noWrap sx={{ color: 'text.secondary', maxWidth: 1 }}>
          {error.reason}
        </Typography>
      </Stack2>
    </Tooltip>
  );
}

/** Warnings for the manager (an email domain that differs from the channel's contact). */
function Flags({ row }: { row: Submission }) {
  const { t } = useTranslation();
  if (!row.flags.length) return null;
  const text = row.flags.map((f) => t(submissionFlagLabel[f]));
  return (
    <Tooltip title={text.join(' · ')}>
      <Box
        component="span"
        role="img"
        aria-label={text.join(', ')}
        sx={{ display: 'inline-flex', color: 'warning.main', flexShrink: 0 }}
      >
        <ReportProblemOutlined sx={{ fontSize: 16 }} />
      </Box>
    </Tooltip>
  );
}

/** The submissions grid's columns; the server sorts email, status and created. */
export function useSubmissionColumns(
  onMenu: (anchor: HTMLElement, row: Submission) => void,
): ListColumn<Submission>[] {
  const { t } = useTranslation();
  return useMemo<ListColumn<Submission>[]>(
    () => [
      {
        field: 'email',
        headerName: t('Email'),
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => {
          const answers = Object.entries(row.fields);
          return (
            <Stack2>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, maxWidth: 1 }}>
                <Typography variant="subtitle2" noWrap>
                  {row.email}
                </Typography>
                <Flags row={row} />
              </Box>
              {answers.length ? (
                <Tooltip
                  title={answers.map(([k, v]) => (
                    <div key={k}>
                      <strong>{k}</strong>: {v}
                    </div>
                  ))}
                >
                  <Typography
                    variant="caption"
                    noWrap
                    sx={{ color: 'text.secondary', maxWidth: 1 }}
                  >
                    {answers.map(([, v]) => v).join(' · ')}
                  </Typography>
                </Tooltip>
              ) : null}
            </Stack2>
          );
        },
      },
      {
        field: 'channel',
        headerName: t('Channel'),
        flex: 1,
        minWidth: 220,
        sortable: false,
        renderCell: ({ row }) => <ChannelCell row={row} />,
      },
      {
        field: 'status',
        headerName: t('Status'),
        // Wide enough for SPEC 8's longest check-error message on one line.
        width: 340,
        renderCell: ({ row }) => <StatusCell row={row} />,
      },
      {
        field: 'outcome',
        headerName: t('Outcome'),
        width: 140,
        sortable: false,
        renderCell: ({ row }) =>
          row.outcome ? (
            <Label color={outcomeColor[row.outcome]}>
              {t(submissionOutcomeLabel[row.outcome])}
            </Label>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.disabled' }}>
              —
            </Typography>
          ),
      },
      {
        field: 'createdAt',
        headerName: t('Created'),
        width: 170,
        priority: 2,
        valueFormatter: (value: string) => formatDayTime(value),
      },
      rowActionsColumn<Submission>({
        name: (row) => t('Actions for {{name}}', { name: row.email }),
        onOpen: onMenu,
      }),
    ],
    [t, onMenu],
  );
}
