import { type MailboxAccount, MailerAuthType, mailingMessages } from '@app/contract';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { paths } from '../../../app/paths.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Label } from '../../../components/label.tsx';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { formatDayTime } from '../../../format/format.ts';
import { ErrorInWords } from '../../error-words/index.ts';
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
  const toastError = useErrorToast();

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
            onError: toastError,
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
  const toastError = useErrorToast();
  const sync = useSyncMailbox();
  const consent = useGmailMailboxConsent();
  const state = mailboxStateLabel[account.syncState];
  const connected = account.syncState !== 'disconnected';
  const syncing = account.syncState === 'syncing' || sync.isPending;
  const failing = account.syncState === 'error' && Boolean(account.lastError);
  // On a phone each mailbox is one line (the thread is what the screen is for); its details
  // and Disconnect unfold on demand. A failing mailbox shows its fix unfolded.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [unfolded, setUnfolded] = useState(false);
  const folded = phone && !unfolded && !failing;

  // Gmail accounts connected for sending only need Google's consent for reading too.
  const askGoogle = () =>
    consent.mutate(`${window.location.pathname}${window.location.search}`, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: toastError,
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

  const syncButton = connected ? (
    folded ? (
      <Tooltip title={t('Sync now')}>
        <IconButton
          size="small"
          onClick={runSync}
          loading={syncing}
          aria-label={t('Sync now: {{email}}', { email: account.email })}
        >
          <SyncOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    ) : (
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
    )
  ) : null;

  if (folded) {
    return (
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 0.75,
          borderTop: divider ? 1 : 0,
          borderColor: 'divider',
        }}
      >
        <Typography variant="subtitle2" noWrap dir="ltr" sx={{ flexGrow: 1, minWidth: 0 }}>
          {account.email}
        </Typography>
        <Label color={state.color}>{t(state.label)}</Label>
        {account.unreadCount ? <Label color="primary">{account.unreadCount}</Label> : null}
        {syncButton ?? (
          <Button size="small" color="inherit" onClick={runSync} loading={sync.isPending}>
            {t('Connect')}
          </Button>
        )}
        <IconButton
          size="small"
          onClick={() => setUnfolded(true)}
          aria-label={t('Mailbox details: {{email}}', { email: account.email })}
          aria-expanded={false}
        >
          <ExpandMoreOutlined fontSize="small" />
        </IconButton>
      </Box>
    );
  }

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
              <CircularProgress
                size={10}
                color="inherit"
                aria-hidden
                sx={{ marginInlineEnd: 0.75 }}
              />
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
        {failing && account.lastError ? (
          <ErrorInWords
            raw={account.lastError}
            where="mailbox"
            platform={account.provider === MailerAuthType.Gmail ? 'Gmail' : undefined}
            sx={{ mt: 1, py: 0 }}
          >
            {t('Then Sync now.')}
          </ErrorInWords>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {connected ? (
          <>
            {syncButton}
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
