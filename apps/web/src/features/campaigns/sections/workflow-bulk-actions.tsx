import type { WorkflowItem } from '@app/contract';
import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import MovingOutlined from '@mui/icons-material/MovingOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useSnackbar } from 'notistack';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { canRun } from '../logic/workflow-status.ts';

export type WorkflowStep = 'invite' | 'approve' | 'reject' | 'pay' | 'transfer' | 'remove';

type WorkflowBulkActionsProps = {
  /** The selected creators of this page. */
  rows: WorkflowItem[];
  paid: boolean;
  /** A step is running: no other starts meanwhile. */
  busy: boolean;
  onStep: (step: WorkflowStep) => void;
};

/**
 * What can be done to the selected creators: each step is offered when at least one of them
 * can take it (the server skips the others), plus copying one creator's invite link.
 */
export function WorkflowBulkActions({ rows, paid, busy, onStep }: WorkflowBulkActionsProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const some = (step: Parameters<typeof canRun>[0]) => rows.some((row) => canRun(step, row.status));
  const steps: {
    step: WorkflowStep;
    label: string;
    icon: ReactElement;
    enabled: boolean;
    color?: 'error';
  }[] = [
    { step: 'invite', label: t('Invite'), icon: <SendOutlined />, enabled: some('invite') },
    {
      step: 'approve',
      label: paid ? t('Approve') : t('Shortlist'),
      icon: <CheckCircleOutlined />,
      enabled: some('approve'),
    },
    { step: 'reject', label: t('Reject'), icon: <BlockOutlined />, enabled: some('reject') },
    {
      step: 'pay',
      label: t('Mark as paid'),
      icon: <AttachMoneyOutlined />,
      enabled: some('pay'),
    },
    { step: 'transfer', label: t('Transfer'), icon: <MovingOutlined />, enabled: true },
    {
      step: 'remove',
      label: t('Remove'),
      icon: <DeleteOutlined />,
      enabled: some('remove'),
      color: 'error',
    },
  ];

  // The invite link of one selected creator, for the team to share by hand (chat, DM).
  const single = rows.length === 1 ? rows[0] : undefined;
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

  return (
    <>
      {steps.map((b) => (
        <Tooltip
          key={b.step}
          title={b.enabled ? '' : t('None of the selected creators can take this step now')}
        >
          <span>
            <Button
              size="small"
              color={b.color ?? 'inherit'}
              startIcon={b.icon}
              disabled={!b.enabled || busy}
              onClick={() => onStep(b.step)}
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
    </>
  );
}
