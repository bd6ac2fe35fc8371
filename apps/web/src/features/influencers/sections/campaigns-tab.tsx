import {
  CampaignInfluencerStatus,
  campaignInfluencerStatusLabel,
  type InfluencerDetail,
} from '@app/contract';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { Label } from '../../../components/label.tsx';
import { QueryEmptyState } from '../../../components/query-empty-state.tsx';
import { SkeletonRows } from '../../../components/skeleton-rows.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { workflowStatusColor } from '../../../components/workflow-status-color.ts';
import { formatDay, formatFull } from '../../../format/format.ts';
import { formatMoney } from '../../../format/money.ts';
import { useCampaignHistory, useInfluencerCampaigns } from '../api/influencers-api.ts';

// The row's status is the creator's workflow status in that campaign (SPEC 4).
function isWorkflowStatus(value: number): value is CampaignInfluencerStatus {
  return Object.values(CampaignInfluencerStatus).some((s) => s === value);
}

/** GET /influencer/{id}/campaigns: the campaigns this creator is in (issue 4 fills it). */
export function CampaignsTab({ influencer }: { influencer: InfluencerDetail }) {
  const { t } = useTranslation();
  const campaigns = useInfluencerCampaigns(influencer.id);
  const [opened, setOpened] = useState<number | null>(null);

  if (campaigns.isPending) {
    return (
      <Card sx={{ p: 3 }} aria-busy>
        <SkeletonRows count={3} height={48} />
      </Card>
    );
  }

  if (campaigns.isError || !campaigns.data.items.length) {
    return (
      <Card>
        <CardContent>
          <QueryEmptyState
            query={campaigns}
            errorTitle={t('Could not load campaigns')}
            icon={<CampaignOutlined />}
            title={t('Not in any campaign yet')}
            description={t(
              'When this creator is invited to a campaign, its workflow status and deal show here.',
            )}
          />
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader
        title={t('Campaigns')}
        subheader={t('{{count}} campaign(s)', { count: campaigns.data.total })}
      />
      <TableContainer sx={{ mt: 2 }}>
        <Table aria-label={t('Campaigns')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('Campaign')}</TableCell>
              <TableCell>{t('Type')}</TableCell>
              <TableCell>{t('Status')}</TableCell>
              <TableCell align="right">{t('Revenue')}</TableCell>
              <TableCell align="right">{t('Posts')}</TableCell>
              <TableCell>{t('Updated')}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {t('History')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {campaigns.data.items.map((row) => (
              <Fragment key={row.campaignId}>
                <TableRow hover>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={`/campaigns/${row.campaignId}/view`}
                      color="text.primary"
                      underline="hover"
                      variant="subtitle2"
                    >
                      {row.name}
                    </Link>
                  </TableCell>
                  <TableCell>{row.type === 'paid' ? t('Paid') : t('Free')}</TableCell>
                  <TableCell>
                    {isWorkflowStatus(row.status) ? (
                      <Label color={workflowStatusColor[row.status]}>
                        {t(campaignInfluencerStatusLabel(row.status, row.type))}
                      </Label>
                    ) : (
                      String(row.status)
                    )}
                  </TableCell>
                  <TableCell align="right">{formatMoney(row.revenueAmount)}</TableCell>
                  <TableCell align="right">{formatFull(row.postCount)}</TableCell>
                  <TableCell>{formatDay(row.updatedAt)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      aria-expanded={opened === row.campaignId}
                      aria-controls={`campaign-history-${row.campaignId}`}
                      onClick={() =>
                        setOpened((current) => (current === row.campaignId ? null : row.campaignId))
                      }
                    >
                      {t('History')}
                    </Button>
                  </TableCell>
                </TableRow>
                {opened === row.campaignId ? (
                  <TableRow id={`campaign-history-${row.campaignId}`}>
                    <TableCell colSpan={7}>
                      <CampaignHistory
                        influencerId={influencer.id}
                        campaignId={row.campaignId}
                        type={row.type}
                      />
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

/** The creator's steps in one campaign, newest first, with the team's reason where one was given. */
function CampaignHistory({
  influencerId,
  campaignId,
  type,
}: {
  influencerId: number;
  campaignId: number;
  type: 'free' | 'paid';
}) {
  const { t } = useTranslation();
  const history = useCampaignHistory(influencerId, campaignId, true);
  if (history.isPending) return <Skeleton variant="rounded" height={48} />;
  if (history.isError) {
    return (
      <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
        {t(errorMessage(history.error))}
      </Typography>
    );
  }
  return (
    <Box component="ol" aria-label={t('History')} sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
      {history.data.items.map((step) => (
        <li key={step.id}>
          <Typography variant="body2" dir="auto">
            {[
              step.toStatus !== null && isWorkflowStatus(step.toStatus)
                ? t(campaignInfluencerStatusLabel(step.toStatus, type))
                : t('Removed'),
              formatDay(step.createdAt),
              step.actor?.name ??
                (step.via === 'creator' ? t('by the creator') : t('automatically')),
              step.revenueAmount !== null ? formatMoney(step.revenueAmount) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {step.note ? (
            <Typography variant="body2" dir="auto" sx={{ color: 'text.secondary' }}>
              {t('Reason: {{reason}}', { reason: step.note })}
            </Typography>
          ) : null}
        </li>
      ))}
    </Box>
  );
}
