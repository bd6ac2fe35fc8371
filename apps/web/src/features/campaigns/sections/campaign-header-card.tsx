import { type Campaign, CampaignStatus, CampaignType } from '@app/contract';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { formatCompact, formatDay } from '../../../format/format.ts';
import { useUpdateCampaign } from '../api/campaigns-queries.ts';
import { CampaignArt, CampaignStatusLabel, CampaignTypeLabel } from './campaign-labels.tsx';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ minWidth: 72 }}>
      <Typography variant="h6" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatCompact(value)}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap>
        {label}
      </Typography>
    </Box>
  );
}

function dateRange(c: Campaign, t: (key: string, o: Record<string, string>) => string) {
  if (c.startedAt && c.finishedAt)
    return t('{{from}} – {{to}}', { from: formatDay(c.startedAt), to: formatDay(c.finishedAt) });
  if (c.finishedAt) return t('Deadline {{date}}', { date: formatDay(c.finishedAt) });
  if (c.startedAt) return t('From {{date}}', { date: formatDay(c.startedAt) });
  return t('No dates set', {});
}

/** The campaign at a glance, with close/reopen and edit. */
export function CampaignHeaderCard({
  campaign,
  onEdit,
}: {
  campaign: Campaign;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const update = useUpdateCampaign(campaign.id);
  const [confirmClose, setConfirmClose] = useState(false);
  const closed = campaign.status === CampaignStatus.Closed;
  const paid = campaign.type === CampaignType.Paid;
  const counts = campaign.counts;

  const setStatus = (status: CampaignStatus) =>
    update.mutate(
      { status },
      {
        onSuccess: () => {
          setConfirmClose(false);
          enqueueSnackbar(
            status === CampaignStatus.Closed ? t('Campaign closed') : t('Campaign reopened'),
            { variant: 'success' },
          );
        },
        onError: toastError,
      },
    );

  return (
    <Card sx={{ mb: 3 }}>
      <Box
        sx={{
          p: 3,
          display: 'flex',
          gap: 3,
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'flex-start', md: 'center' },
        }}
      >
        <CampaignArt campaign={campaign} width={176} height={110} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <CampaignTypeLabel type={campaign.type} />
            <CampaignStatusLabel status={campaign.status} />
            {campaign.isLiveCapture ? (
              <Typography variant="caption">{t('Live capture')}</Typography>
            ) : null}
          </Box>
          <Typography variant="h5" component="h2" noWrap>
            {campaign.product.title}
          </Typography>
          <Box
            sx={{
              mt: 1,
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 2.5,
              rowGap: 0.5,
              color: 'text.secondary',
              '& > span': { display: 'inline-flex', alignItems: 'center', gap: 0.75 },
              '& svg': { fontSize: 18 },
            }}
          >
            <Typography variant="body2" component="span">
              <EventOutlined />
              {dateRange(campaign, (key, o) => t(key, o))}
            </Typography>
            {campaign.createdBy ? (
              <Typography variant="body2" component="span">
                <PersonOutlined />
                {t('Created by {{name}}', { name: campaign.createdBy.name })}
              </Typography>
            ) : null}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, flexShrink: 0 }}>
          <Button variant="outlined" color="inherit" startIcon={<EditOutlined />} onClick={onEdit}>
            {t('Edit')}
          </Button>
          {closed ? (
            <Button
              variant="contained"
              color="inherit"
              startIcon={<LockOpenOutlined />}
              loading={update.isPending}
              onClick={() => setStatus(CampaignStatus.Active)}
            >
              {t('Reopen campaign')}
            </Button>
          ) : (
            <Button
              variant="outlined"
              color="warning"
              startIcon={<LockOutlined />}
              onClick={() => setConfirmClose(true)}
            >
              {t('Close campaign')}
            </Button>
          )}
        </Box>
      </Box>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Box
        sx={(theme) => ({
          px: 3,
          py: 2,
          display: 'flex',
          flexWrap: 'wrap',
          gap: { xs: 2, sm: 4 },
          bgcolor: alpha(theme.palette.grey[500], 0.04),
        })}
      >
        <Figure label={t('Creators')} value={counts.influencersCount} />
        <Figure label={t('Invited')} value={counts.invitedCount} />
        <Figure label={paid ? t('Approved') : t('Shortlisted')} value={counts.shortlistedCount} />
        <Figure label={paid ? t('Completed') : t('Published')} value={counts.publishedCount} />
        {paid ? <Figure label={t('Paid')} value={counts.paidCount} /> : null}
        <Figure label={t('Posts')} value={counts.postsCount} />
        <Figure label={t('Views')} value={counts.views} />
      </Box>
      <ConfirmDialog
        open={confirmClose}
        title={t('Close campaign')}
        color="warning"
        content={t(
          'Close "{{name}}"? Creators can no longer submit posts on their invite page. You can reopen it later.',
          { name: campaign.name },
        )}
        confirmLabel={t('Close campaign')}
        loading={update.isPending}
        onConfirm={() => setStatus(CampaignStatus.Closed)}
        onClose={() => setConfirmClose(false)}
      />
    </Card>
  );
}
