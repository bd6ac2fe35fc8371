import type { WorkflowItem } from '@app/contract';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../format/format.ts';
import { workflowActionDone } from '../logic/workflow-status.ts';

/**
 * The Workflow's "Last change": when, and who moved the creator ("Paid by Dana"). A step the
 * team gave a reason for (paying before the agreed posts are published) carries it on the
 * same line, cut to the column's width and whole in the tooltip and for screen readers.
 */
export function LastChangeCell({
  row,
}: {
  row: Pick<WorkflowItem, 'lastTransition' | 'updatedAt'>;
}) {
  const { t } = useTranslation();
  const last = row.lastTransition;
  const who = !last
    ? null
    : last.via === 'creator'
      ? t('by the creator')
      : last.via === 'system'
        ? t('automatically')
        : t('{{action}} by {{name}}', {
            action: t(workflowActionDone[last.action]),
            name: last.actor?.name ?? t('a team member'),
          });
  const reason = last?.note ? t('Reason: {{reason}}', { reason: last.note }) : null;
  const cell = (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" noWrap>
        {formatDay(last?.createdAt ?? row.updatedAt)}
      </Typography>
      {who ? (
        <Typography variant="caption" noWrap sx={{ color: 'text.secondary', display: 'block' }}>
          {reason ? `${who}. ${reason}` : who}
        </Typography>
      ) : null}
    </Box>
  );
  return reason ? <Tooltip title={reason}>{cell}</Tooltip> : cell;
}
