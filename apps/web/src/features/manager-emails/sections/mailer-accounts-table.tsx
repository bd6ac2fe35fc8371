import {
  type MailboxAccount,
  type MailerAccount,
  MailerAuthType,
  mailerAuthTypeLabel,
} from '@app/contract';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import Google from '@mui/icons-material/Google';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import NetworkCheckOutlined from '@mui/icons-material/NetworkCheckOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/label.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { formatDay } from '../../../format/format.ts';
import { useErrorWords } from '../../error-words/index.ts';
import { mailboxStateLabel } from '../../mailings/index.ts';
import { accountStatus, type TestOutcome } from '../logic/account-status.ts';

type MailerAccountsTableProps = {
  items: MailerAccount[];
  /** An Admin sees everyone's accounts, with an Owner column. */
  admin: boolean;
  /** The last test answer per account id, shown as its status until the list reloads. */
  tested: Record<number, TestOutcome>;
  /** The account being tested now. */
  testing: number | null;
  onTest: (account: MailerAccount) => void;
  onOpenMenu: (anchor: HTMLElement, account: MailerAccount) => void;
  /** The user's own mailboxes (Mailings) by account id: their sync state shows too. */
  mailboxes?: ReadonlyMap<number, MailboxAccount>;
};

/** The sender accounts, one row each: who, how it connects, whether it works, and actions. */
export function MailerAccountsTable({
  items,
  admin,
  tested,
  testing,
  onTest,
  onOpenMenu,
  mailboxes,
}: MailerAccountsTableProps) {
  const { t } = useTranslation();
  const inWords = useErrorWords();
  return (
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
                      {gmailRow ? <Google fontSize="small" /> : <DnsOutlined fontSize="small" />}
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
                  <Tooltip
                    title={
                      status.error
                        ? inWords(status.error, 'sender')
                        : status.hint
                          ? t(status.hint)
                          : ''
                    }
                  >
                    <span>
                      <Label color={status.color}>{t(status.label)}</Label>
                    </span>
                  </Tooltip>
                  <MailboxState mailbox={mailboxes?.get(account.id)} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(account.createdAt)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {gmailRow ? null : (
                    <Button
                      size="small"
                      color="inherit"
                      startIcon={<NetworkCheckOutlined />}
                      loading={testing === account.id}
                      onClick={() => onTest(account)}
                      aria-label={t('Test {{email}}', { email: account.email })}
                    >
                      {t('Test')}
                    </Button>
                  )}
                  {account.canEdit ? (
                    <IconButton
                      aria-label={t('Actions for {{name}}', { name: account.email })}
                      onClick={(e) => onOpenMenu(e.currentTarget, account)}
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
  );
}

/** "Mailbox: Synced" under the sending status; why the sync stopped in its tooltip. */
function MailboxState({ mailbox }: { mailbox: MailboxAccount | undefined }) {
  const { t } = useTranslation();
  const inWords = useErrorWords();
  if (!mailbox || mailbox.syncState === 'disconnected') return null;
  const state = mailboxStateLabel[mailbox.syncState];
  return (
    <Tooltip title={mailbox.lastError ? inWords(mailbox.lastError, 'mailbox') : ''}>
      <Typography
        variant="caption"
        component="div"
        sx={{ mt: 0.5, color: state.color === 'error' ? 'error.main' : 'text.secondary' }}
      >
        {t('Mailbox: {{state}}', { state: t(state.label) })}
      </Typography>
    </Tooltip>
  );
}
