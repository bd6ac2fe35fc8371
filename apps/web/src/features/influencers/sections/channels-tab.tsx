import {
  type Channel,
  ChannelStatsStatus,
  ChannelType,
  channelStatsStatusLabel,
  channelTypeLabel,
  type InfluencerDetail,
} from '@app/contract';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Refresh from '@mui/icons-material/Refresh';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import VideocamOffOutlined from '@mui/icons-material/VideocamOffOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyStateCard } from '../../../components/empty-state-card.tsx';
import { initialsOf } from '../../../components/initials.ts';
import { PlatformIcon } from '../../../components/platform-icon.tsx';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { formatCompact, formatDay, formatDayTime, formatFull } from '../../../format/format.ts';
import { ErrorInWords } from '../../error-words/index.ts';
import {
  useDeleteChannels,
  useRefreshAllChannels,
  useRefreshChannel,
} from '../api/influencers-api.ts';
import { useTaskWatch } from '../api/tasks-api.ts';
import { AddChannelDialog } from '../dialogs/add-channel-dialog.tsx';
import { countryName, languageName } from '../logic/locale-names.ts';
import { isTaskFinished } from '../logic/task-polling.ts';

const statusChipColor: Record<
  Channel['statsStatus'],
  'default' | 'success' | 'warning' | 'error' | 'info'
> = {
  pending: 'info',
  ok: 'success',
  not_configured: 'warning',
  not_found: 'error',
  error: 'error',
};

function Stat({ label, value, title }: { label: string; value: string; title?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Tooltip title={title ?? ''} disableHoverListener={!title} placement="top">
        <Typography variant="h6" component="p">
          {value}
        </Typography>
      </Tooltip>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
    </Box>
  );
}

function ChannelCard({
  channel,
  refreshing,
  onRefresh,
  onDelete,
}: {
  channel: Channel;
  refreshing: boolean;
  onRefresh: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const title = channel.title ?? (channel.handle ? `@${channel.handle}` : channel.url);
  const audienceLabel = channel.type === ChannelType.Youtube ? t('Subscribers') : t('Followers');
  const details: [string, string][] = [
    [t('Country'), countryName(channel.country) ?? '—'],
    [t('Language'), languageName(channel.language) ?? '—'],
    [t('Last upload'), formatDay(channel.lastUploadAt)],
    [t('Refreshed'), formatDayTime(channel.refreshedAt)],
  ];

  return (
    <Card
      component="article"
      aria-label={t('{{platform}} channel {{name}}', {
        platform: t(channelTypeLabel[channel.type]),
        name: title,
      })}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2.5, pb: 2 }}>
        <Avatar src={channel.avatarUrl ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
          {initialsOf(title.replace(/^@/, ''), title)}
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <PlatformIcon type={channel.type} />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t(channelTypeLabel[channel.type])}
            </Typography>
          </Box>
          <Link
            href={channel.url}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtitle1"
            color="text.primary"
            underline="hover"
            noWrap
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
          >
            <Box component="span" dir="auto" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {title}
            </Box>
            <OpenInNew sx={{ fontSize: 16, color: 'text.disabled', flexShrink: 0 }} />
          </Link>
          {channel.handle && channel.title ? (
            <Typography variant="body2" noWrap dir="auto" sx={{ color: 'text.secondary' }}>
              @{channel.handle}
            </Typography>
          ) : null}
        </Box>
        <Tooltip title={t('Refresh stats')}>
          <span>
            <IconButton
              aria-label={t('Refresh stats of {{name}}', { name: title })}
              onClick={onRefresh}
              disabled={refreshing}
            >
              <Refresh fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('Delete channel')}>
          <IconButton
            aria-label={t('Delete channel {{name}}', { name: title })}
            onClick={onDelete}
            sx={{ color: 'error.main' }}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {refreshing ? (
        <LinearProgress sx={{ mx: 2.5, height: 3 }} aria-label={t('Refreshing')} />
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gap: 2,
          px: 2.5,
          py: 2,
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
          borderStyle: 'dashed',
          borderLeft: 0,
          borderRight: 0,
        }}
      >
        <Stat
          label={audienceLabel}
          value={formatCompact(channel.subscribers)}
          title={formatFull(channel.subscribers)}
        />
        <Stat
          label={t('Views')}
          value={formatCompact(channel.views)}
          title={formatFull(channel.views)}
        />
        <Stat
          label={t('Videos')}
          value={formatCompact(channel.videos)}
          title={formatFull(channel.videos)}
        />
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          px: 2.5,
          py: 2,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.75,
          typography: 'body2',
        }}
      >
        {details.map(([label, value]) => (
          <Fragment key={label}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {value}
            </Box>
          </Fragment>
        ))}
      </Box>
      <Box
        sx={{
          px: 2.5,
          pb: 2.5,
          mt: 'auto',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Chip
          size="small"
          color={statusChipColor[channel.statsStatus]}
          variant={channel.statsStatus === ChannelStatsStatus.Ok ? 'outlined' : 'filled'}
          label={t(channelStatsStatusLabel[channel.statsStatus])}
        />
        {channel.statsStatus === ChannelStatsStatus.NotConfigured ? (
          <ErrorInWords
            raw={null}
            family="not-configured"
            where="provider"
            platform={channelTypeLabel[channel.type]}
            variant="text"
            sx={{ flexBasis: '100%' }}
          />
        ) : channel.statsError ? (
          <ErrorInWords
            raw={channel.statsError}
            where="provider"
            platform={channelTypeLabel[channel.type]}
            variant="text"
            sx={{ flexBasis: '100%' }}
          />
        ) : null}
      </Box>
    </Card>
  );
}

export function ChannelsTab({ influencer }: { influencer: InfluencerDetail }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Channel | null>(null);
  const [refreshTaskId, setRefreshTaskId] = useState<number | null>(null);
  const refreshOne = useRefreshChannel(influencer.id);
  const refreshAll = useRefreshAllChannels(influencer.id);
  const remove = useDeleteChannels(influencer.id);
  const watch = useTaskWatch('channel-refresh', refreshTaskId);
  const refreshingAll =
    refreshTaskId !== null && !(watch.task && isTaskFinished(watch.task)) && !watch.problem;

  const refresh = (channel: Channel) =>
    refreshOne.mutate(channel.id, {
      onSuccess: (saved) =>
        enqueueSnackbar(t(channelStatsStatusLabel[saved.statsStatus]), {
          variant: saved.statsStatus === ChannelStatsStatus.Ok ? 'success' : 'warning',
        }),
      onError: toastError,
    });

  const deleteChannel = () => {
    if (!deleting) return;
    remove.mutate([deleting.id], {
      onSuccess: ({ results }) => {
        const failed = results.find((r) => !r.ok);
        if (failed)
          enqueueSnackbar(t(failed.message ?? 'Influencer channel not found'), {
            variant: 'error',
          });
        else enqueueSnackbar(t('Channel deleted'), { variant: 'success' });
        setDeleting(null);
      },
      onError: (error) => {
        setDeleting(null);
        toastError(error);
      },
    });
  };

  const addButton = (
    <Button variant="contained" color="inherit" startIcon={<Add />} onClick={() => setAdding(true)}>
      {t('Add channel')}
    </Button>
  );

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('Channels')}{' '}
          <Box component="span" sx={{ color: 'text.disabled' }}>
            ({influencer.channels.length})
          </Box>
        </Typography>
        {influencer.channels.length ? (
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<SyncOutlined />}
            loading={refreshAll.isPending || refreshingAll}
            loadingPosition="start"
            onClick={() =>
              refreshAll.mutate(undefined, {
                onSuccess: ({ taskId }) => {
                  setRefreshTaskId(taskId);
                  enqueueSnackbar(t('Refreshing every channel in the background'), {
                    variant: 'info',
                  });
                },
                onError: toastError,
              })
            }
          >
            {t('Refresh all stats')}
          </Button>
        ) : null}
        {addButton}
      </Box>

      {influencer.channels.length ? (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' },
          }}
        >
          {influencer.channels.map((channel) => (
            <ChannelCard
              key={channel.id}
              channel={channel}
              refreshing={
                (refreshOne.isPending && refreshOne.variables === channel.id) || refreshingAll
              }
              onRefresh={() => refresh(channel)}
              onDelete={() => setDeleting(channel)}
            />
          ))}
        </Box>
      ) : (
        <EmptyStateCard
          icon={<VideocamOffOutlined />}
          title={t('No channels')}
          description={t('Add a YouTube or Twitch channel link to track this creator’s numbers.')}
          action={addButton}
        />
      )}

      <AddChannelDialog
        open={adding}
        influencerId={influencer.id}
        onClose={() => setAdding(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('Delete channel')}
        content={t('Remove {{name}} from this creator? Its numbers go with it.', {
          name: deleting?.title ?? deleting?.handle ?? deleting?.url ?? '',
        })}
        confirmLabel={t('Delete')}
        loading={remove.isPending}
        onConfirm={deleteChannel}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
