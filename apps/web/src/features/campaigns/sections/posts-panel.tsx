import {
  type Campaign,
  type CampaignPost,
  ChannelStatsStatus,
  type PostListRequest,
  PostStatus,
  postSortFields,
  postStatusLabel,
} from '@app/contract';
import Add from '@mui/icons-material/Add';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompactNumber } from '../../../components/compact-number.tsx';
import { GridViewButton } from '../../../components/data-grid/grid-view-button.tsx';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid.tsx';
import { useListFilter } from '../../../components/data-grid/use-editable-list.ts';
import { useServerGrid } from '../../../components/data-grid/use-server-grid.ts';
import { PlatformIcon } from '../../../components/platform-icon.tsx';
import { useBulkToast } from '../../../components/use-bulk-toast.ts';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { VideoRow } from '../../../components/video-row.tsx';
import { WrapRow } from '../../../components/wrap-row.tsx';
import { formatDay } from '../../../format/format.ts';
import { decidePosts } from '../api/campaigns-api.ts';
import { useInvalidateCampaign, usePosts } from '../api/campaigns-queries.ts';
import { AddPostDialog } from '../dialogs/add-post-dialog.tsx';

type SortField = (typeof postSortFields)[number];
const shownStatuses = [PostStatus.Published, PostStatus.Suggested, PostStatus.Skipped] as const;

function Stat({ value, post }: { value: number | null; post: CampaignPost }) {
  const { t } = useTranslation();
  if (value === null) {
    const why =
      post.statsStatus === ChannelStatsStatus.NotConfigured
        ? 'Stats not configured'
        : post.statsStatus === ChannelStatsStatus.Pending
          ? 'Refreshing'
          : (post.statsError ?? 'No numbers yet');
    return (
      <Tooltip title={t(why)}>
        <Typography variant="body2" component="span" sx={{ color: 'text.disabled' }}>
          —
        </Typography>
      </Tooltip>
    );
  }
  return <CompactNumber value={value} />;
}

/** The campaign's posts: published ones with their numbers, suggestions to publish or skip. */
export function PostsPanel({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const toastError = useErrorToast();
  const bulkToast = useBulkToast();
  const invalidate = useInvalidateCampaign(campaign.id);
  const grid = useServerGrid({
    table: 'campaign-posts',
    sortFields: postSortFields,
    defaultSort: { field: 'publishedAt', order: 'desc' },
  });
  const [status, setStatus] = useListFilter<PostStatus>(grid.resetPage, PostStatus.Published);
  const [adding, setAdding] = useState(false);

  const request = useMemo<PostListRequest>(
    () => ({ ...grid.request, filters: { status: [status] } }),
    [grid.request, status],
  );
  const posts = usePosts(campaign.id, request);
  const rows = posts.data?.items ?? [];

  const decide = useMutation({
    mutationFn: ({ decision, ids }: { decision: 'publish' | 'skip'; ids: number[] }) =>
      decidePosts(campaign.id, decision, ids),
    onSuccess: ({ results }, { decision }) => {
      bulkToast(decision, results);
    },
    onError: toastError,
    onSettled: () => invalidate(),
  });

  const columns: GridColDef<CampaignPost>[] = [
    {
      field: 'title',
      headerName: t('Post'),
      flex: 1,
      minWidth: 300,
      renderCell: ({ row }) => (
        <VideoRow
          video={row}
          dense
          caption={
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
              {row.influencer.mediaName}
              {row.source === 'creator' ? ` · ${t('submitted by the creator')}` : ''}
            </Typography>
          }
        />
      ),
    },
    {
      field: 'channel',
      headerName: t('Channel'),
      width: 170,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
          <PlatformIcon type={row.channel.type} />
          <Typography variant="body2" noWrap>
            {row.channel.title ?? row.channel.url}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'views',
      headerName: t('Views'),
      type: 'number',
      width: 100,
      renderCell: ({ row }) => <Stat value={row.views} post={row} />,
    },
    {
      field: 'likes',
      headerName: t('Likes'),
      type: 'number',
      width: 90,
      renderCell: ({ row }) => <Stat value={row.likes} post={row} />,
    },
    {
      field: 'comments',
      headerName: t('Comments'),
      type: 'number',
      width: 110,
      renderCell: ({ row }) => <Stat value={row.comments} post={row} />,
    },
    {
      field: 'publishedAt',
      headerName: t('Published'),
      width: 130,
      valueFormatter: (value: string | null) => formatDay(value),
    },
  ];
  // A suggestion is published (the creator moves to Published) or skipped.
  const decisions = [
    {
      decision: 'publish',
      label: t('Publish'),
      name: (title: string) => t('Publish {{title}}', { title }),
      icon: <CheckOutlined />,
      variant: 'contained',
      color: 'success',
    },
    {
      decision: 'skip',
      label: t('Skip'),
      name: (title: string) => t('Skip {{title}}', { title }),
      icon: <CloseOutlined />,
      variant: 'text',
      color: 'inherit',
    },
  ] as const;
  if (status === PostStatus.Suggested) {
    columns.push({
      field: 'decision',
      headerName: '',
      width: 200,
      sortable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', height: 1 }}>
          {decisions.map((d) => (
            <Button
              key={d.decision}
              size="small"
              variant={d.variant}
              color={d.color}
              startIcon={d.icon}
              disabled={decide.isPending}
              onClick={() => decide.mutate({ decision: d.decision, ids: [row.id] })}
              aria-label={d.name(row.title ?? row.url)}
            >
              {d.label}
            </Button>
          ))}
        </Box>
      ),
    });
  }

  const empty = {
    icon: <OndemandVideoOutlined />,
    ...(status === PostStatus.Suggested
      ? {
          title: t('No suggestions waiting'),
          description: t(
            'New uploads of this campaign’s creators that mention the product show up here.',
          ),
        }
      : status === PostStatus.Skipped
        ? {
            title: t('No skipped suggestions'),
            description: t('Suggestions you skip are kept here.'),
          }
        : {
            title: t('No posts yet'),
            description: t(
              'Posts appear when a creator submits a link, you add one, or you publish a suggestion.',
            ),
          }),
  };

  return (
    <>
      <WrapRow sx={{ px: 2.5, pt: 1.5, pb: 1 }}>
        <Tabs
          value={status}
          onChange={(_, value: PostStatus) => setStatus(value)}
          aria-label={t('Post status')}
          sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}
        >
          {shownStatuses.map((s) => (
            <Tab key={s} value={s} label={t(postStatusLabel[s])} />
          ))}
        </Tabs>
        <Box sx={{ display: 'flex', gap: 1.5, marginInlineStart: 'auto' }}>
          <GridViewButton grid={grid} />
          <Button
            variant="contained"
            color="inherit"
            startIcon={<Add />}
            onClick={() => setAdding(true)}
          >
            {t('Add post')}
          </Button>
        </Box>
      </WrapRow>
      <ServerDataGrid<CampaignPost, SortField>
        label={t('Campaign posts')}
        grid={grid}
        query={posts}
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        rowHeight={72}
        errorTitle={t('Could not load posts')}
        empty={empty}
        emptyHeight={300}
        flush
      />
      <AddPostDialog open={adding} campaignId={campaign.id} onClose={() => setAdding(false)} />
    </>
  );
}
