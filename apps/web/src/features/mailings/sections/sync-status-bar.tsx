import { type MailboxAccount, MailerAuthType, mailingMessages } from '@app/contract';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { paths } from '../../../app/paths.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Label } from '../../../components/label.tsx';
import { formatDayTime } from '../../../format/format.ts';
import {
  useDisconnectMailbox,
  useGmailMailboxConsent,
  useMailboxAccounts,
  useSyncMailbox,
} from '../api/mailings-api.ts';
import { mailboxStateLabel } from '../logic/mailbox-state.ts';

/**
 * Each of the user's mailboxes: its sync state (and why it stopped), when it last synced,
 * and Sync now / Connect / Disconnect. The list refetches every few seconds while one syncs.
 */
export function SyncStatusBar() {
  const { t } = useTranslation();
  const accounts = useMailboxAccounts();
  const [disconnecting, setDisconnecting] = useState<MailboxAccount | null>(null);
  const disconnect = useDisconnectMailbox();
  const { enqueueSnackbar } = useSnackbar();

  if (accounts.isPending) return <Skeleton variant="rounded" height={64} sx={{ mb: 3 }} />;
  if (accounts.isError) {
    return (
      <Alert severity="error" sx={{ mb: 3 }}>
        {t('Could not load your mailboxes')}: {t(errorMessage(accounts.error))}
      </Alert>
    );
  }
  const items = accounts.data.items;
  if (!items.length) {
    return (
      <Alert
        severity="info"
        sx={{ mb: 3 }}
        action={
          <Button component={RouterLink} to={paths.settingsTab('manager-emails')} color="inherit">
            {t('Manager Emails')}
          </Button>
        }
      >
        {t('Add a sender account in Settings > Manager Emails to sync its mailbox here.')}
      </Alert>
    );
  }

  return (
    <Card sx={{ mb: 3 }} component="section" aria-label={t('Mailboxes')}>
      {items.map((account, index) => (
        <MailboxRow
          key={account.id}
          account={account}
          divider={index > 0}
          onDisconnect={() => setDisconnecting(account)}
        />
      ))}
      <ConfirmDialog
        open={disconnecting !== null}
        title={t('Disconnect mailbox?')}
        content={t(
          'Syncing stops and the mail copied from {{email}} is deleted here. The mailbox itself and campaign email records are kept.',
          { email: disconnecting?.email ?? '' },
        )}
        confirmLabel={t('Disconnect')}
        loading={disconnect.isPending}
        onClose={() => setDisconnecting(null)}
        onConfirm={() => {
          if (!disconnecting) return;
          disconnect.mutate(disconnecting.id, {
            onSuccess: (account) => {
              setDisconnecting(null);
              enqueueSnackbar(t('{{email}} disconnected', { email: account.email }), {
                variant: 'success',
              });
            },
            onError: (error) => enqueueSnackbar(t(errorMessage(error)), { variant: 'error' }),
          });
        }}
      />
    </Card>
  );
}

function MailboxRow({
  account,
  divider,
  onDisconnect,
}: {
  account: MailboxAccount;
  divider: boolean;
  onDisconnect: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const sync = useSyncMailbox();
  const consent = useGmailMailboxConsent();
  const state = mailboxStateLabel[account.syncState];
  const connected = account.syncState !== 'disconnected';
  const syncing = account.syncState === 'syncing' || sync.isPending;

  // Gmail accounts connected for sending only need Google's consent for reading too.
  const askGoogle = () =>
    consent.mutate(`${window.location.pathname}${window.location.search}`, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => enqueueSnackbar(t(errorMessage(error)), { variant: 'error' }),
    });

  const runSync = () =>
    sync.mutate(account.id, {
      onError: (error) => {
        const message = errorMessage(error);
        if (
          account.provider === MailerAuthType.Gmail &&
          message === mailingMessages.gmailScopesMissing
        ) {
          askGoogle();
          return;
        }
        enqueueSnackbar(t(message), { variant: 'error' });
      },
    });

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        px: 2.5,
        py: 1.5,
        borderTop: divider ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" noWrap dir="ltr">
            {account.email}
          </Typography>
          <Label color={state.color}>
            {account.syncState === 'syncing' ? (
              <CircularProgress size={10} color="inherit" sx={{ marginInlineEnd: 0.75 }} />
            ) : null}
            {t(state.label)}
          </Label>
          {account.unreadCount ? (
            <Label color="primary">{t('{{count}} unread', { count: account.unreadCount })}</Label>
          ) : null}
        </Box>
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
          {connected
            ? account.lastSyncAt
              ? t('Last sync {{when}} · {{threads}} threads', {
                  when: formatDayTime(account.lastSyncAt),
                  threads: account.threadsCount,
                })
              : t('Not synced yet')
            : t('Connect to copy your threads with creators from this mailbox.')}
        </Typography>
        {account.syncState === 'error' && account.lastError ? (
          <Typography variant="caption" role="alert" sx={{ color: 'error.main', display: 'block' }}>
            {account.lastError}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {connected ? (
          <>
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              startIcon={<SyncOutlined />}
              loading={syncing}
              loadingPosition="start"
              onClick={runSync}
              aria-label={t('Sync now: {{email}}', { email: account.email })}
            >
              {t('Sync now')}
            </Button>
            <Tooltip title={t('Stop syncing and delete the copied mail')}>
              <Button
                size="small"
                color="error"
                startIcon={<CloudOffOutlined />}
                onClick={onDisconnect}
                aria-label={t('Disconnect: {{email}}', { email: account.email })}
              >
                {t('Disconnect')}
              </Button>
            </Tooltip>
          </>
        ) : (
          <Button
            size="small"
            variant="contained"
            color="inherit"
            startIcon={<LinkOutlined />}
            loading={sync.isPending || consent.isPending}
            loadingPosition="start"
            onClick={runSync}
            aria-label={t('Connect mailbox: {{email}}', { email: account.email })}
          >
            {t('Connect mailbox')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
