import type { InfluencerDetail, SentEmail } from '@app/contract';
import Close from '@mui/icons-material/Close';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/errors.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { SandboxedHtmlFrame } from '../../components/sandboxed-html-frame.tsx';
import { formatDayTime } from '../influencers/logic/format.ts';
import { useInfluencerEmails, useSentEmail } from './email-stats-api.ts';
import { EmailStatusLabel } from './email-status-label.tsx';
import { emailKindLabel } from './logic/email-kind.ts';

/** The influencer profile's Email tab: every email sent to this creator and where it stands. */
export function InfluencerEmailsTab({ influencer }: { influencer: InfluencerDetail }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [open, setOpen] = useState<number | null>(null);
  const emails = useInfluencerEmails(influencer.id, {
    page,
    pageSize,
    sort: { field: 'createdAt', order: 'desc' },
  });

  if (emails.isPending) {
    return (
      <Card sx={{ p: 3 }} aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} sx={{ mb: 1 }} />
        ))}
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
          <EmptyState
            icon={<MarkEmailReadOutlined />}
            title={emails.isError ? t('Could not load emails') : t('No emails sent yet')}
            description={
              emails.isError
                ? t(errorMessage(emails.error))
                : t(
                    'Invites, key deliveries and custom emails sent to this creator show here, with opens and clicks.',
                  )
            }
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
      <TablePagination
        component="div"
        count={data.total}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[10, 25, 50]}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(e) => {
          setPageSize(Number(e.target.value));
          setPage(0);
        }}
      />
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
        <Link
          component="button"
          type="button"
          variant="subtitle2"
          color="text.primary"
          underline="hover"
          onClick={onOpen}
          sx={{ display: 'block', maxWidth: 1, textAlign: 'start' }}
          noWrap
        >
          {email.subject}
        </Link>
        <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
          {t('From {{from}}', { from: email.from })}
        </Typography>
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
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {email.openedAt ? (
          <>
            {formatDayTime(email.openedAt)}
            {email.opens > 1 ? (
              <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                {t('{{count}} opens', { count: email.opens })}
              </Typography>
            ) : null}
          </>
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {email.clickedAt ? (
          <>
            {formatDayTime(email.clickedAt)}
            {email.clicks > 1 ? (
              <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                {t('{{count}} clicks', { count: email.clicks })}
              </Typography>
            ) : null}
          </>
        ) : (
          '—'
        )}
      </TableCell>
    </TableRow>
  );
}

function SentEmailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const email = useSentEmail(id);
  const data = email.data;
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="sent-email-title"
    >
      <DialogTitle id="sent-email-title" sx={{ paddingInlineEnd: 8, overflowWrap: 'anywhere' }}>
        {data?.subject ?? t('Email')}
      </DialogTitle>
      <IconButton
        aria-label={t('Close')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 16, insetInlineEnd: 16 }}
      >
        <Close />
      </IconButton>
      <DialogContent>
        {email.isError ? (
          <Alert severity="error">{t(errorMessage(email.error))}</Alert>
        ) : !data ? (
          <Skeleton variant="rounded" height={420} />
        ) : (
          <>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
                mb: 2,
                '& dt': { color: 'text.secondary', typography: 'body2' },
                '& dd': { m: 0, typography: 'body2', overflowWrap: 'anywhere' },
              }}
            >
              <dt>{t('From')}</dt>
              <dd dir="auto">{data.from}</dd>
              <dt>{t('To')}</dt>
              <dd dir="auto">{data.to}</dd>
              {data.replyTo ? (
                <>
                  <dt>{t('Reply-To')}</dt>
                  <dd dir="auto">{data.replyTo}</dd>
                </>
              ) : null}
              <dt>{t('Status')}</dt>
              <dd>
                <EmailStatusLabel status={data.status} state={data.state} />
              </dd>
            </Box>
            <SandboxedHtmlFrame html={data.html} title={t('Email as sent')} height={440} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
