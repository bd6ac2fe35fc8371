import { type MailerAccount, MailerAuthType } from '@app/contract';
import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined';
import Google from '@mui/icons-material/Google';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { GridToolbar } from '../../../components/data-grid/grid-toolbar.tsx';
import { RowActionsMenu, useCommonRowActions } from '../../../components/data-grid/row-actions.tsx';
import { useRowMenu } from '../../../components/data-grid/use-row-menu.ts';
import { useEditDialog } from '../../../components/form/use-edit-dialog.ts';
import { QueryEmptyState } from '../../../components/query-empty-state.tsx';
import { SkeletonRows } from '../../../components/skeleton-rows.tsx';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { useIsAdmin } from '../../auth/index.ts';
import { integrationsPath, useErrorWords } from '../../error-words/index.ts';
import { useMailboxAccounts } from '../../mailings/index.ts';
import {
  useConnectGmail,
  useDeleteMailerAccount,
  useMailerAccountOptions,
  useMailerAccounts,
  useTestMailerAccount,
} from '../api/manager-emails-api.ts';
import { SmtpAccountDialog } from '../dialogs/smtp-account-dialog.tsx';
import {
  accountsFailingSignIn,
  deleteErrorMessage,
  signInFixMessage,
  type TestOutcome,
} from '../logic/account-status.ts';
import { GMAIL_RETURN_PATH, gmailReturnNotice, withoutGmailReturn } from '../logic/gmail-return.ts';
import { MailerAccountsTable } from './mailer-accounts-table.tsx';

/**
 * Settings > Manager Emails: the mailboxes campaigns send from. A Manager sees their own; an
 * Admin sees everyone's with an Owner column (PRODUCT.md "Roles"; the server enforces it).
 */
export function ManagerEmailsTab() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const admin = useIsAdmin();
  const inWords = useErrorWords();
  const [params, setParams] = useSearchParams();
  const accounts = useMailerAccounts();
  // Mailings' view of the same accounts: the mailbox sync state shows beside sending.
  const mailboxAccounts = useMailboxAccounts();
  const mailboxes = useMemo(
    () => new Map((mailboxAccounts.data?.items ?? []).map((m) => [m.id, m])),
    [mailboxAccounts.data],
  );
  // Gmail only when the server has Google sign-in set up; not offered until it says so.
  const options = useMailerAccountOptions();
  const gmailOffered = options.isSuccess ? options.data.gmail : options.isError;
  const gmailUnavailable = options.data?.gmail === false;
  const test = useTestMailerAccount();
  const remove = useDeleteMailerAccount();
  const gmail = useConnectGmail();
  const [tested, setTested] = useState<Record<number, TestOutcome>>({});
  const [testing, setTesting] = useState<number | null>(null);
  const dialog = useEditDialog<MailerAccount>();
  const menu = useRowMenu<MailerAccount>();
  const common = useCommonRowActions();
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
              : `${account.email}: ${t(answer.message)}${answer.detail ? ` ${inWords(answer.detail, 'sender')}` : ''}`,
            { variant: answer.ok ? 'success' : 'error' },
          );
        },
        onError: toastError,
        onSettled: () => setTesting(null),
      },
    );
  };

  const connectGmail = () => {
    gmail.mutate(GMAIL_RETURN_PATH, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: toastError,
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

  const items = accounts.data?.items ?? [];
  const failing = accountsFailingSignIn(items);

  return (
    <Card>
      <CardHeader
        title={t('Manager emails')}
        subheader={
          admin
            ? t('Sender accounts of the whole team. Campaigns send from their creator’s account.')
            : t('Your sender accounts. Campaigns you create send from them.')
        }
        sx={{ pb: 0 }}
      />
      <GridToolbar
        filters={
          gmailUnavailable ? (
            <Typography
              id="gmail-unavailable"
              variant="body2"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                color: 'text.secondary',
                // Shares the row with the buttons, wrapping inside its own room.
                flex: '1 1 320px',
              }}
            >
              <InfoOutlined fontSize="small" sx={{ flexShrink: 0 }} />
              {admin
                ? t(
                    'Gmail sign-in is not set up on this server yet: whoever runs the server can turn it on with a Google sign-in app (the README says how). SMTP accounts work without it.',
                  )
                : t(
                    'Gmail sign-in is not set up on this server; ask an Admin. SMTP accounts work without it.',
                  )}
              {admin && integrationsPath ? (
                <Link component={RouterLink} to={integrationsPath} sx={{ whiteSpace: 'nowrap' }}>
                  {t('Open Integrations')}
                </Link>
              ) : null}
            </Typography>
          ) : null
        }
        actions={
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<Google />}
            onClick={connectGmail}
            loading={gmail.isPending}
            disabled={!gmailOffered}
            aria-describedby={gmailUnavailable ? 'gmail-unavailable' : undefined}
          >
            {t('Connect Gmail')}
          </Button>
        }
        add={{ label: t('Add SMTP account'), onClick: dialog.add }}
      />
      {accounts.isPending ? (
        <CardContent aria-busy>
          <SkeletonRows count={3} height={56} />
        </CardContent>
      ) : accounts.isError || !items.length ? (
        <CardContent>
          <QueryEmptyState
            compact
            query={accounts}
            errorTitle={t('Could not load sender accounts')}
            icon={<AlternateEmailOutlined />}
            title={t('No sender accounts yet')}
            description={
              gmailUnavailable
                ? t(
                    'Add an SMTP mailbox. Invites and custom emails go out from it, and replies come back to it.',
                  )
                : t(
                    'Connect an SMTP mailbox or a Gmail account. Invites and custom emails go out from it, and replies come back to it.',
                  )
            }
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
          <MailerAccountsTable
            items={items}
            admin={admin}
            tested={tested}
            testing={testing}
            onTest={runTest}
            onOpenMenu={menu.open}
            mailboxes={mailboxes}
          />
        </>
      )}

      <RowActionsMenu
        menu={menu}
        width={200}
        actions={(account) => [
          account.authType === MailerAuthType.Gmail
            ? {
                key: 'reconnect',
                label: t('Reconnect'),
                icon: <Google fontSize="small" />,
                onClick: connectGmail,
                disabled: !gmailOffered,
              }
            : common.edit(() => dialog.edit(account)),
          common.remove(() => setConfirm(account)),
        ]}
      />

      {dialog.open ? (
        <SmtpAccountDialog
          account={dialog.item}
          onClose={dialog.close}
          // The dialog's Test was of what was saved: the row shows it, as a Test here would.
          onSaved={(saved, outcome) =>
            setTested(({ [saved.id]: _old, ...rest }) =>
              outcome ? { ...rest, [saved.id]: outcome } : rest,
            )
          }
        />
      ) : null}
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
