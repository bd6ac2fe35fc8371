import {
  CampaignInfluencerStatus,
  campaignInfluencerStatusLabel,
  type InfluencerDetail,
} from '@app/contract';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { EmptyStateCard } from '../../../components/empty-state-card.tsx';
import { Label } from '../../../components/label.tsx';
import { formatDay, formatFull } from '../../../format/format.ts';
import { formatMoney } from '../../campaigns/logic/money.ts';
import { workflowStatusColor } from '../../campaigns/logic/workflow-status-color.ts';
import { useInfluencerCampaigns } from '../api/influencers-api.ts';

// The row's status is the creator's workflow status in that campaign (SPEC 4).
function isWorkflowStatus(value: number): value is CampaignInfluencerStatus {
  return Object.values(CampaignInfluencerStatus).some((s) => s === value);
}

/** GET /influencer/{id}/campaigns: the campaigns this creator is in (issue 4 fills it). */
export function CampaignsTab({ influencer }: { influencer: InfluencerDetail }) {
  const { t } = useTranslation();
  const campaigns = useInfluencerCampaigns(influencer.id);

  if (campaigns.isPending) {
    return (
      <Card sx={{ p: 3 }} aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} sx={{ mb: 1 }} />
        ))}
      </Card>
    );
  }

  if (campaigns.isError || !campaigns.data.items.length) {
    return (
      <EmptyStateCard
        icon={<CampaignOutlined />}
        title={campaigns.isError ? t('Could not load campaigns') : t('Not in any campaign yet')}
        description={
          campaigns.isError
            ? t(errorMessage(campaigns.error))
            : t(
                'When this creator is invited to a campaign, its workflow status and deal show here.',
              )
        }
      />
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
            </TableRow>
          </TableHead>
          <TableBody>
            {campaigns.data.items.map((row) => (
              <TableRow key={row.campaignId} hover>
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
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
