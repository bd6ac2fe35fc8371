import { type Task, TaskStatus, taskStatusLabel } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Label, type LabelColor } from '../../../components/label.tsx';
import { formatFull } from '../../../format/format.ts';
import { influencerHref } from '../logic/influencer-paths.ts';

const statusColor: Record<TaskStatus, LabelColor> = {
  pending: 'default',
  running: 'info',
  resuming: 'warning',
  completed: 'success',
  failed: 'error',
};

const outcomeColor: Record<Task['results'][number]['outcome'], LabelColor> = {
  created: 'success',
  merged: 'info',
  updated: 'info',
  skipped: 'warning',
  failed: 'error',
};

const outcomeLabel: Record<Task['results'][number]['outcome'], string> = {
  created: 'Created',
  merged: 'Merged',
  updated: 'Updated',
  skipped: 'Skipped',
  failed: 'Failed',
};

type ImportProgressProps = {
  task: Task;
  /** Show the per-row results once the task is done. */
  showResults?: boolean;
  /** Polling stopped without an answer; the import may still be running. */
  problem?: 'lost' | 'unreachable' | null;
};

/** One import's status, live progress, counts and (when done) the rows that need a look. */
export function ImportProgress({ task, showResults = true, problem = null }: ImportProgressProps) {
  const { t } = useTranslation();
  const done = task.status === TaskStatus.Completed || task.status === TaskStatus.Failed;
  const counts = [
    { key: 'created', label: t('Created'), value: task.counts.created, color: 'success.main' },
    { key: 'merged', label: t('Merged'), value: task.counts.merged, color: 'info.main' },
    { key: 'skipped', label: t('Skipped'), value: task.counts.skipped, color: 'warning.main' },
    { key: 'failed', label: t('Failed'), value: task.counts.failed, color: 'error.main' },
  ];

  return (
    <Box
      role="region"
      aria-label={t('Import progress: {{name}}', { name: task.name })}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {task.name}
        </Typography>
        <Label color={statusColor[task.status]}>{t(taskStatusLabel[task.status])}</Label>
      </Box>
      <Box>
        <LinearProgress
          variant={task.status === TaskStatus.Pending ? 'indeterminate' : 'determinate'}
          value={task.progress}
          color={
            task.status === TaskStatus.Failed
              ? 'error'
              : task.status === TaskStatus.Completed
                ? 'success'
                : task.status === TaskStatus.Resuming
                  ? 'warning'
                  : 'primary'
          }
          aria-label={t('Import progress')}
          aria-valuetext={t('{{progress}}%', { progress: task.progress })}
          sx={{ height: 8 }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.75 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {task.total
              ? t('{{processed}} of {{total}} rows', {
                  processed: formatFull(task.processed),
                  total: formatFull(task.total),
                })
              : t('Reading the file…')}
          </Typography>
          <Typography variant="caption" sx={{ fontWeight: 600 }}>
            {task.progress}%
          </Typography>
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}
      >
        {counts.map((count) => (
          <Box
            key={count.key}
            sx={(theme) => ({
              p: 1.25,
              borderRadius: 1,
              textAlign: 'center',
              border: `1px dashed ${theme.palette.divider}`,
            })}
          >
            <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
              {count.label}
            </Typography>
            <Typography
              component="dd"
              variant="h6"
              sx={{ m: 0, color: count.value ? count.color : 'text.disabled' }}
            >
              {formatFull(count.value)}
            </Typography>
          </Box>
        ))}
      </Box>
      {task.status === TaskStatus.Resuming ? (
        <Alert severity="info">
          {t(
            'The server running this import stopped. Another one is taking it over and goes on after the {{processed}} rows already done.',
            { processed: formatFull(task.processed) },
          )}
        </Alert>
      ) : null}
      {task.error ? <Alert severity="error">{t(task.error)}</Alert> : null}
      {problem === 'unreachable' ? (
        <Alert severity="warning">
          {t('Lost contact with the server. The import goes on; reopen this page to see it.')}
        </Alert>
      ) : null}
      {problem === 'lost' ? (
        <Alert severity="warning">
          {t('This import is no longer listed. It may have been cancelled.')}
        </Alert>
      ) : null}
      {done && showResults ? <ImportResults task={task} /> : null}
    </Box>
  );
}

function ImportResults({ task }: { task: Task }) {
  const { t } = useTranslation();
  if (!task.results.length) {
    return task.status === TaskStatus.Completed ? (
      <Alert severity="success">{t('Every row was imported.')}</Alert>
    ) : null;
  }
  const hidden =
    task.counts.merged +
    task.counts.skipped +
    task.counts.failed +
    task.counts.updated -
    task.results.length;
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('Rows to review')}
      </Typography>
      {/* A scrolling list of plain text: focusable, so a keyboard can scroll it too. */}
      <Box
        component="ul"
        aria-label={t('Rows to review')}
        tabIndex={0}
        sx={(theme) => ({
          m: 0,
          p: 0,
          listStyle: 'none',
          maxHeight: 240,
          overflowY: 'auto',
          borderRadius: 1,
          border: `1px solid ${theme.palette.divider}`,
          '&:focus-visible': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
        })}
      >
        {task.results.map((result) => (
          <Box
            component="li"
            key={`${result.row}-${result.outcome}-${result.influencerId}-${result.message}`}
            sx={(theme) => ({
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              px: 1.5,
              py: 1,
              '&:not(:last-of-type)': { borderBottom: `1px dashed ${theme.palette.divider}` },
            })}
          >
            <Typography variant="body2" sx={{ width: 64, flexShrink: 0, color: 'text.secondary' }}>
              {result.row === null ? '—' : t('Row {{row}}', { row: result.row })}
            </Typography>
            <Label color={outcomeColor[result.outcome]}>{t(outcomeLabel[result.outcome])}</Label>
            <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0 }}>
              {result.message ? t(result.message) : ''}
            </Typography>
            {result.influencerId !== null ? (
              <Link
                component={RouterLink}
                to={influencerHref(result.influencerId)}
                variant="body2"
                sx={{ flexShrink: 0 }}
              >
                {t('Open')}
              </Link>
            ) : null}
          </Box>
        ))}
      </Box>
      {hidden > 0 ? (
        <Typography variant="caption" sx={{ color: 'text.secondary', mt: 0.75, display: 'block' }}>
          {t('{{count}} more rows are counted above but not listed.', { count: hidden })}
        </Typography>
      ) : null}
    </Box>
  );
}
