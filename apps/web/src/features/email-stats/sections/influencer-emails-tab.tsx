import type { InfluencerDetail, InfluencerEmailsResponse, SentEmail } from '@app/contract';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { TitleCell } from '../../../components/data-grid/title-cell.tsx';
import { QueryEmptyState } from '../../../components/query-empty-state.tsx';
import { SandboxedHtmlFrame } from '../../../components/sandboxed-html-frame.tsx';
import { SkeletonRows } from '../../../components/skeleton-rows.tsx';
import { TablePager, useTablePaging } from '../../../components/table-paging.tsx';
import { TermList } from '../../../components/term-list.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { formatDayTime } from '../../../format/format.ts';
import { ErrorInWords } from '../../error-words/index.ts';
import { useInfluencerEmails, useSentEmail } from '../api/email-stats-api.ts';
import { emailKindLabel } from '../logic/email-kind.ts';
import { EmailStatusLabel } from './email-status-label.tsx';

/** The influencer profile's Email tab: every email sent to this creator and where it stands. */
export function InfluencerEmailsTab({ influencer }: { influencer: InfluencerDetail }) {
  const { t } = useTranslation();
  const paging = useTablePaging();
  const [open, setOpen] = useState<number | null>(null);
  const emails = useInfluencerEmails(influencer.id, {
    page: paging.page,
    pageSize: paging.pageSize,
    sort: { field: 'createdAt', order: 'desc' },
  });

  if (emails.isPending) {
    return (
      <Card sx={{ p: 3 }} aria-busy>
        <SkeletonRows count={3} height={48} />
      </Card>
    );
  }

  if (emails.isError || !emails.data.total) {
    return (
      <Card>
        <CardContent>
          {emails.data?.unsubscribed ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('This creator unsubscribed from campaign emails and is not emailed again.')}
            </Alert>
          ) : null}
          <HardBounceAlert hardBounce={emails.data?.hardBounce ?? null} sx={{ mb: 2 }} />
          <QueryEmptyState
            query={emails}
            errorTitle={t('Could not load emails')}
            icon={<MarkEmailReadOutlined />}
            title={t('No emails sent yet')}
            description={t(
              'Invites, key deliveries and custom emails sent to this creator show here, with opens and clicks.',
            )}
          />
        </CardContent>
      </Card>
    );
  }

  const data = emails.data;
  return (
    <Card>
      <CardHeader
        title={t('Emails')}
        subheader={t('{{count}} email(s) sent to {{email}}', {
          count: data.total,
          email: influencer.email ?? influencer.mediaName,
        })}
      />
      {data.unsubscribed ? (
        <Alert severity="warning" sx={{ mx: 3, mt: 2 }}>
          {t('This creator unsubscribed from campaign emails and is not emailed again.')}
        </Alert>
      ) : null}
      <HardBounceAlert hardBounce={data.hardBounce} sx={{ mx: 3, mt: 2 }} />
      <TableContainer sx={{ mt: 2 }}>
        <Table aria-label={t('Emails sent')} sx={{ minWidth: 820 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('Subject')}</TableCell>
              <TableCell>{t('Campaign')}</TableCell>
              <TableCell>{t('Type')}</TableCell>
              <TableCell>{t('Status')}</TableCell>
              <TableCell>{t('Sent')}</TableCell>
              <TableCell>{t('Opened')}</TableCell>
              <TableCell>{t('Clicked')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.map((email) => (
              <EmailRow key={email.id} email={email} onOpen={() => setOpen(email.id)} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager paging={paging} count={data.total} />
      <SentEmailDialog id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

function EmailRow({ email, onOpen }: { email: SentEmail; onOpen: () => void }) {
  const { t } = useTranslation();
  const kind = t(emailKindLabel(email.kind));
  return (
    <TableRow hover>
      <TableCell sx={{ maxWidth: 320 }}>
        <TitleCell
          title={email.subject}
          onClick={onOpen}
          subtitle={t('From {{from}}', { from: email.from })}
        />
      </TableCell>
      <TableCell>
        {email.campaign ? (
          <Link
            component={RouterLink}
            to={`/campaigns/${email.campaign.id}/view`}
            variant="body2"
            underline="hover"
          >
            {email.campaign.name}
          </Link>
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell>
        <Typography variant="body2" noWrap>
          {email.templateName ? `${kind}: ${email.templateName}` : kind}
        </Typography>
      </TableCell>
      <TableCell>
        <EmailStatusLabel status={email.status} state={email.state} />
        {email.error ? (
          <Typography variant="caption" component="div" sx={{ color: 'error.main', mt: 0.5 }}>
            {email.error}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayTime(email.createdAt)}</TableCell>
      <FirstTimeCell
        at={email.openedAt}
        count={email.opens}
        times={t('{{count}} opens', { count: email.opens })}
      />
      <FirstTimeCell
        at={email.clickedAt}
        count={email.clicks}
        times={t('{{count}} clicks', { count: email.clicks })}
      />
    </TableRow>
  );
}

/** When an email was first opened or clicked, and how many times when more than once. */
function FirstTimeCell({ at, times, count }: { at: string | null; times: string; count: number }) {
  return (
    <TableCell sx={{ whiteSpace: 'nowrap' }}>
      {at ? (
        <>
          {formatDayTime(at)}
          {count > 1 ? (
            <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
              {times}
            </Typography>
          ) : null}
        </>
      ) : (
        '—'
      )}
    </TableCell>
  );
}

function SentEmailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const email = useSentEmail(id);
  const data = email.data;
  return (
    <TitledDialog
      open={id !== null}
      title={data?.subject ?? t('Email')}
      closeButton
      onClose={onClose}
      maxWidth="md"
    >
      <DialogContent>
        {email.isError ? (
          <Alert severity="error">{t(errorMessage(email.error))}</Alert>
        ) : !data ? (
          <Skeleton variant="rounded" height={420} />
        ) : (
          <>
            <TermList
              items={[
                { term: t('From'), value: data.from },
                { term: t('To'), value: data.to },
                { term: t('Reply-To'), value: data.replyTo },
                {
                  term: t('Status'),
                  value: <EmailStatusLabel status={data.status} state={data.state} />,
                },
              ]}
            />
            <SandboxedHtmlFrame html={data.html} title={t('Email as sent')} height={440} />
          </>
        )}
      </DialogContent>
    </TitledDialog>
  );
}

/** The creator's address bounced hard: marked, with the mail server's reason. */
function HardBounceAlert({
  hardBounce,
  sx,
}: {
  hardBounce: InfluencerEmailsResponse['hardBounce'];
  sx: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  if (!hardBounce) return null;
  return (
    <Alert severity="error" sx={sx}>
      <AlertTitle>{t('Address bounced')}</AlertTitle>
      {t('Bulk sends skip this address until it is changed.')}
      {hardBounce.reason ? (
        <ErrorInWords raw={hardBounce.reason} where="send" variant="text" linkToFix={false} />
      ) : null}
    </Alert>
  );
}
