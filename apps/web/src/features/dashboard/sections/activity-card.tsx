import {
  type CampaignInfluencerStatus,
  type CampaignType,
  campaignInfluencerStatusLabel,
  type DashboardActivityItem,
} from '@app/contract';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { flipInRtl } from '../../../components/flip-in-rtl.ts';
import { Label } from '../../../components/label.tsx';
import { workflowStatusColor } from '../../../components/workflow-status-color.ts';
import { formatDayTime } from '../../../format/format.ts';
import { timeAgo } from '../logic/dashboard-period.ts';

function verb(t: TFunction, action: DashboardActivityItem['action'], type: CampaignType) {
  switch (action) {
    case 'add':
      return t('added');
    case 'invite':
      return t('invited');
    case 'approve':
      return type === 'paid' ? t('approved') : t('shortlisted');
    case 'reject':
      return t('rejected');
    case 'publish':
      return t('marked as published');
    case 'pay':
      return t('paid');
    case 'remove':
      return t('removed');
  }
}

function who(t: TFunction, item: DashboardActivityItem) {
  if (item.actor) return item.actor.name;
  return item.via === 'creator' ? t('The creator') : t('Automation');
}

function StatusLabel({ status, type }: { status: number | null; type: CampaignType }) {
  const { t } = useTranslation();
  if (status === null) return <Label>{t('Not in campaign')}</Label>;
  const s = status as CampaignInfluencerStatus;
  return <Label color={workflowStatusColor[s]}>{t(campaignInfluencerStatusLabel(s, type))}</Label>;
}

/** The last workflow moves across campaigns, as a timeline (dots joined by a line). */
export function ActivityCard({ items }: { items: DashboardActivityItem[] }) {
  const { t } = useTranslation();
  return (
    <Card sx={{ height: 1 }}>
      <CardHeader title={t('Recent activity')} subheader={t('The last 10 workflow moves')} />
      <CardContent sx={{ pt: 1 }}>
        {items.length === 0 ? (
          <EmptyState
            compact
            icon={<HistoryOutlined />}
            title={t('No workflow activity yet')}
            description={t('Invites, approvals and published posts will show up here.')}
          />
        ) : (
          <Box
            component="ol"
            sx={{ listStyle: 'none', m: 0, p: 0 }}
            aria-label={t('Recent activity')}
          >
            {items.map((item, index) => (
              <Box
                component="li"
                key={item.id}
                sx={{
                  display: 'flex',
                  gap: 2,
                  position: 'relative',
                  pb: index < items.length - 1 ? 2.5 : 0,
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    position: 'relative',
                    flexShrink: 0,
                    width: 12,
                    display: 'flex',
                    justifyContent: 'center',
                  }}
                >
                  <Box
                    sx={(theme) => {
                      const color = item.toStatus
                        ? workflowStatusColor[item.toStatus as CampaignInfluencerStatus]
                        : 'default';
                      return {
                        mt: 0.75,
                        width: 12,
                        height: 12,
                        borderRadius: '50%',
                        zIndex: 1,
                        bgcolor:
                          color === 'default' ? theme.palette.grey[500] : theme.palette[color].main,
                        boxShadow: `0 0 0 4px ${theme.palette.background.paper}`,
                      };
                    }}
                  />
                  {index < items.length - 1 ? (
                    <Box
                      sx={{
                        position: 'absolute',
                        top: 18,
                        bottom: -6,
                        insetInlineStart: 5,
                        borderInlineStart: '2px solid',
                        borderColor: 'divider',
                      }}
                    />
                  ) : null}
                </Box>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography variant="body2">
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      {who(t, item)}
                    </Box>{' '}
                    {verb(t, item.action, item.campaign.type)}{' '}
                    <Link
                      component={RouterLink}
                      to={`${paths.influencers}/${item.influencer.id}`}
                      color="text.primary"
                      underline="hover"
                      sx={{ fontWeight: 600 }}
                    >
                      {item.influencer.mediaName}
                    </Link>{' '}
                    {t('in')}{' '}
                    <Link
                      component={RouterLink}
                      to={paths.campaignView(item.campaign.id)}
                      underline="hover"
                      sx={{ fontWeight: 600 }}
                    >
                      {item.campaign.name}
                    </Link>
                  </Typography>
                  <Box
                    sx={{
                      mt: 0.75,
                      display: 'flex',
                      alignItems: 'center',
                      flexWrap: 'wrap',
                      gap: 0.75,
                    }}
                  >
                    {item.fromStatus !== null ? (
                      <>
                        <StatusLabel status={item.fromStatus} type={item.campaign.type} />
                        <Typography
                          component="span"
                          variant="caption"
                          // A symbol that reads "to": an image role may carry the label.
                          role="img"
                          aria-label={t('to')}
                          sx={(theme) => ({
                            color: 'text.disabled',
                            display: 'inline-block',
                            ...flipInRtl(theme),
                          })}
                        >
                          {'\u2192'}
                        </Typography>
                      </>
                    ) : null}
                    <StatusLabel status={item.toStatus} type={item.campaign.type} />
                    <Typography
                      component="time"
                      variant="caption"
                      dateTime={item.createdAt}
                      title={formatDayTime(item.createdAt)}
                      sx={{ color: 'text.secondary', marginInlineStart: 'auto' }}
                    >
                      <bdi dir="ltr">{timeAgo(item.createdAt)}</bdi>
                    </Typography>
                  </Box>
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
