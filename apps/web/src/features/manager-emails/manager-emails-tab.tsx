import { type MailerAccount, MailerAuthType, mailerAuthTypeLabel } from '@app/contract';
import Add from '@mui/icons-material/Add';
import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Google from '@mui/icons-material/Google';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import NetworkCheckOutlined from '@mui/icons-material/NetworkCheckOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { RowActionsMenu } from '../../components/data-grid/row-actions.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Label } from '../../components/label.tsx';
import { useIsAdmin } from '../auth/current-user.ts';
import { formatDay } from '../influencers/logic/format.ts';
import {
  accountStatus,
  accountsFailingSignIn,
  deleteErrorMessage,
  signInFixMessage,
  type TestOutcome,
} from './logic/account-status.ts';
import { GMAIL_RETURN_PATH, gmailReturnNotice, withoutGmailReturn } from './logic/gmail-return.ts';
import {
  useConnectGmail,
  useDeleteMailerAccount,
  useMailerAccounts,
  useTestMailerAccount,
} from './manager-emails-api.ts';
import { SmtpAccountDialog } from './smtp-account-dialog.tsx';

/**
 * Settings > Manager Emails: the mailboxes campaigns send from. A Manager sees their own; an
 * Admin sees everyone's with an Owner column (PRODUCT.md "Roles"; the server enforces it).
 */
export function ManagerEmailsTab() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const admin = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const accounts = useMailerAccounts();
  const test = useTestMailerAccount();
  const remove = useDeleteMailerAccount();
  const gmail = useConnectGmail();
  const [tested, setTested] = useState<Record<number, TestOutcome>>({});
  const [testing, setTesting] = useState<number | null>(null);
  const [dialog, setDialog] = useState<{ open: boolean; account: MailerAccount | null }>({
    open: false,
    account: null,
  });
  const [menu, setMenu] = useState<{ anchor: HTMLElement; account: MailerAccount } | null>(null);
  const [confirm, setConfirm] = useState<MailerAccount | null>(null);
  // The dialog keeps showing whom it was about while it fades out.
  const [lastConfirm, setLastConfirm] = useState<MailerAccount | null>(null);
  if (confirm && confirm !== lastConfirm) setLastConfirm(confirm);

  // Back from Google's consent screen: say how it went once, then tidy the address.
  useEffect(() => {
    const notice = gmailReturnNotice(params);
    if (!notice) return;
    enqueueSnackbar(
      notice.ok
        ? t('Gmail account {{email}} connected', { email: notice.text })
        : `${t('Could not connect Gmail')}: ${t(notice.text)}`,
      { variant: notice.ok ? 'success' : 'error' },
    );
    setParams(withoutGmailReturn(params), { replace: true });
  }, [params, setParams, enqueueSnackbar, t]);

  const runTest = (account: MailerAccount) => {
    setTesting(account.id);
    test.mutate(
      { id: account.id },
      {
        onSuccess: (answer) => {
          setTested((prev) => ({ ...prev, [account.id]: answer }));
          enqueueSnackbar(
            answer.ok
              ? `${account.email}: ${t(answer.message)}`
              : `${account.email}: ${t(answer.message)}${answer.detail ? ` (${answer.detail})` : ''}`,
            { variant: answer.ok ? 'success' : 'error' },
          );
        },
        onError: (error) => enqueueSnackbar(t(errorMessage(error)), { variant: 'error' }),
        onSettled: () => setTesting(null),
      },
    );
  };

  const connectGmail = () => {
    gmail.mutate(GMAIL_RETURN_PATH, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => enqueueSnackbar(t(errorMessage(error)), { variant: 'error' }),
    });
  };

  const removeAccount = (account: MailerAccount) => {
    remove.mutate(account.id, {
      onSuccess: () => {
        setConfirm(null);
        enqueueSnackbar(t('{{email}} removed', { email: account.email }), { variant: 'success' });
      },
      onError: (error) => {
        setConfirm(null);
        enqueueSnackbar(deleteErrorMessage(error, t), { variant: 'error' });
      },
    });
  };

  const actions = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<Google />}
        onClick={connectGmail}
        loading={gmail.isPending}
      >
        {t('Connect Gmail')}
      </Button>
      <Button
        variant="contained"
        color="inherit"
        startIcon={<Add />}
        onClick={() => setDialog({ open: true, account: null })}
      >
        {t('Add SMTP account')}
      </Button>
    </Box>
  );

  const items = accounts.data?.items ?? [];
  const failing = accountsFailingSignIn(items);
  const menuAccount = menu?.account;

  return (
    <Card>
      <CardHeader
        title={t('Manager emails')}
        subheader={
          admin
            ? t('Sender accounts of the whole team. Campaigns send from their creator’s account.')
            : t('Your sender accounts. Campaigns you create send from them.')
        }
        action={items.length ? actions : null}
        sx={{ flexWrap: 'wrap', gap: 2, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      {accounts.isPending ? (
        <CardContent aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 1 }} />
          ))}
        </CardContent>
      ) : accounts.isError || !items.length ? (
        <CardContent>
          <EmptyState
            compact
            icon={<AlternateEmailOutlined />}
            title={
              accounts.isError ? t('Could not load sender accounts') : t('No sender accounts yet')
            }
            description={
              accounts.isError
                ? t(errorMessage(accounts.error))
                : t(
                    'Connect an SMTP mailbox or a Gmail account. Invites and custom emails go out from it, and replies come back to it.',
                  )
            }
            action={accounts.isError ? null : actions}
          />
        </CardContent>
      ) : (
        <>
          {failing.length ? (
            <Alert severity="warning" role="alert" sx={{ mx: 3, mt: 2 }}>
              <AlertTitle>
                {t('{{count}} account(s) cannot sign in to their mail server', {
                  count: failing.length,
                })}
              </AlertTitle>
              {signInFixMessage(failing, t)}
            </Alert>
          ) : null}
          <TableContainer sx={{ mt: 2 }}>
            <Table aria-label={t('Sender accounts')} sx={{ minWidth: 760 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('Account')}</TableCell>
                  <TableCell>{t('Type')}</TableCell>
                  <TableCell>{t('Server')}</TableCell>
                  {admin ? <TableCell>{t('Owner')}</TableCell> : null}
                  <TableCell>{t('Status')}</TableCell>
                  <TableCell>{t('Added')}</TableCell>
                  <TableCell align="right" sx={{ width: 120 }}>
                    <Box component="span" sx={visuallyHidden}>
                      {t('Actions')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((account) => {
                  const status = accountStatus(account, tested[account.id]);
                  const gmailRow = account.authType === MailerAuthType.Gmail;
                  return (
                    <TableRow key={account.id} hover>
                      <TableCell>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                          <Avatar
                            sx={(theme) => ({
                              width: 36,
                              height: 36,
                              color: gmailRow ? 'error.main' : 'info.main',
                              bgcolor: alpha(
                                gmailRow ? theme.palette.error.main : theme.palette.info.main,
                                0.12,
                              ),
                            })}
                          >
                            {gmailRow ? (
                              <Google fontSize="small" />
                            ) : (
                              <DnsOutlined fontSize="small" />
                            )}
                          </Avatar>
                          <Box sx={{ minWidth: 0 }}>
                            <Typography variant="subtitle2" noWrap>
                              {account.email}
                            </Typography>
                            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
                              {account.name || '—'}
                            </Typography>
                          </Box>
                        </Box>
                      </TableCell>
                      <TableCell>
                        <Label color={gmailRow ? 'error' : 'info'}>
                          {t(mailerAuthTypeLabel[account.authType])}
                        </Label>
                      </TableCell>
                      <TableCell>
                        {gmailRow ? (
                          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                            {t('Google OAuth')}
                          </Typography>
                        ) : (
                          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                            <Typography variant="body2" noWrap dir="ltr">
                              {account.host}:{account.port}
                            </Typography>
                            {account.secure ? (
                              <Tooltip title={t('TLS from the first byte')}>
                                <LockOutlined
                                  aria-label={t('TLS')}
                                  sx={{ fontSize: 16, color: 'success.main' }}
                                />
                              </Tooltip>
                            ) : null}
                          </Box>
                        )}
                      </TableCell>
                      {admin ? (
                        <TableCell>
                          <Typography variant="body2" noWrap>
                            {account.owner.name}
                          </Typography>
                        </TableCell>
                      ) : null}
                      <TableCell>
                        <Tooltip title={status.hint ? t(status.hint) : ''}>
                          <span>
                            <Label color={status.color}>{t(status.label)}</Label>
                          </span>
                        </Tooltip>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDay(account.createdAt)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {gmailRow ? null : (
                          <Button
                            size="small"
                            color="inherit"
                            startIcon={<NetworkCheckOutlined />}
                            loading={testing === account.id}
                            onClick={() => runTest(account)}
                            aria-label={t('Test {{email}}', { email: account.email })}
                          >
                            {t('Test')}
                          </Button>
                        )}
                        {account.canEdit ? (
                          <IconButton
                            aria-label={t('Actions for {{name}}', { name: account.email })}
                            onClick={(e) => setMenu({ anchor: e.currentTarget, account })}
                          >
                            <MoreVert />
                          </IconButton>
                        ) : null}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}

      <RowActionsMenu
        anchor={menu?.anchor}
        onClose={() => setMenu(null)}
        width={200}
        actions={
          menuAccount
            ? [
                menuAccount.authType === MailerAuthType.Gmail
                  ? {
                      key: 'reconnect',
                      label: t('Reconnect'),
                      icon: <Google fontSize="small" />,
                      onClick: connectGmail,
                    }
                  : {
                      key: 'edit',
                      label: t('Edit'),
                      icon: <EditOutlined fontSize="small" />,
                      onClick: () => setDialog({ open: true, account: menuAccount }),
                    },
                {
                  key: 'delete',
                  label: t('Delete'),
                  icon: <DeleteOutlined fontSize="small" />,
                  danger: true,
                  onClick: () => setConfirm(menuAccount),
                },
              ]
            : []
        }
      />

      <SmtpAccountDialog
        open={dialog.open}
        account={dialog.account}
        onClose={() => setDialog({ open: false, account: null })}
      />
      <ConfirmDialog
        open={Boolean(confirm)}
        title={t('Delete sender account')}
        content={t(
          'Delete {{email}}? Campaigns that send from it must be given another sender first.',
          { email: (confirm ?? lastConfirm)?.email },
        )}
        confirmLabel={t('Delete')}
        loading={remove.isPending}
        onConfirm={() => confirm && removeAccount(confirm)}
        onClose={() => setConfirm(null)}
      />
    </Card>
  );
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;
