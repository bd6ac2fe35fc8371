import { type Task, TaskStatus } from '@app/contract';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/query-keys.ts';
import { useRecentImports } from '../api/tasks-api.ts';
import { isTaskFinished } from '../logic/task-polling.ts';
import { ImportProgress } from './import-progress.tsx';

const DISMISSED_KEY = 'influencers.dismissedImports';
/** Finished imports stay on the page this long, unless dismissed. */
const RECENT_MS = 30 * 60 * 1000;

function readDismissed(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

function isRecent(task: Task, now: number): boolean {
  if (!isTaskFinished(task)) return true;
  const finished = Date.parse(task.finishedAt ?? task.createdAt);
  return Number.isFinite(finished) && now - finished < RECENT_MS;
}

/** Imports the user started that are running or just finished, above the grid. */
export function ImportTasksCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const recent = useRecentImports();
  const [dismissed, setDismissed] = useState<number[]>(readDismissed);
  const [now] = useState(() => Date.now());
  const running = useRef(new Set<number>());

  const tasks = (recent.data?.items ?? []).filter(
    (task) => !dismissed.includes(task.id) && isRecent(task, now),
  );

  // When a running import finishes here, refresh the grid and the list counts.
  useEffect(() => {
    for (const task of recent.data?.items ?? []) {
      if (!isTaskFinished(task)) running.current.add(task.id);
      else if (running.current.delete(task.id)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.influencers.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.lists.all('influencer') });
      }
    }
  }, [recent.data, queryClient]);

  if (!tasks.length) return null;

  const dismiss = (id: number) => {
    const next = [...dismissed, id];
    setDismissed(next);
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // Without storage the card only hides until reload.
    }
  };

  return (
    <Card sx={{ mb: 3 }}>
      <Box sx={{ px: 2.5, pt: 2, pb: 1 }}>
        <Typography variant="h6" component="h2">
          {t('Imports')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        {tasks.map((task) => (
          <Box
            key={task.id}
            sx={(theme) => ({
              display: 'flex',
              gap: 1,
              px: 2.5,
              py: 2,
              '&:not(:last-of-type)': { borderBottom: `1px dashed ${theme.palette.divider}` },
            })}
          >
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <ImportProgress
                task={task}
                showResults={
                  task.status === TaskStatus.Completed || task.status === TaskStatus.Failed
                }
              />
            </Box>
            {isTaskFinished(task) ? (
              <Box>
                <IconButton
                  aria-label={t('Dismiss import {{name}}', { name: task.name })}
                  onClick={() => dismiss(task.id)}
                >
                  <Close fontSize="small" />
                </IconButton>
              </Box>
            ) : null}
          </Box>
        ))}
      </Box>
    </Card>
  );
}
