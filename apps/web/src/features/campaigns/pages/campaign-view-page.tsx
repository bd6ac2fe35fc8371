import type { Campaign } from '@app/contract';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { BadRequestError, errorMessage } from '../../../api/errors.ts';
import { paths } from '../../../app/paths.ts';
import { EmptyStateCard } from '../../../components/empty-state-card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { type SectionTab, SectionTabs } from '../../../components/section-tabs.tsx';
import { useCampaign } from '../api/campaigns-queries.ts';
import { type CampaignTab, isCampaignTab } from '../logic/campaign-paths.ts';
import { CampaignHeaderCard } from '../sections/campaign-header-card.tsx';
import { SettingsTab } from '../sections/settings-tab.tsx';
import { WorkflowTab } from '../sections/workflow-tab.tsx';

// The keys tab (dialogs, import checks) downloads when it opens.
const RedeemCodesTab = lazy(() =>
  import('../../redeem-codes/sections/redeem-codes-tab.tsx').then((m) => ({
    default: m.RedeemCodesTab,
  })),
);

// Charts download only when Statistics opens.
const EmailTemplatesTab = lazy(() =>
  import('../../email-templates/sections/email-templates-tab.tsx').then((m) => ({
    default: m.EmailTemplatesTab,
  })),
);
// The submissions table and its dialogs download when Captures opens.
const CapturesTab = lazy(() =>
  import('../../live-capture/sections/captures-tab.tsx').then((m) => ({
    default: m.CapturesTab,
  })),
);
const StatisticsTab = lazy(() =>
  import('../sections/statistics-tab.tsx').then((m) => ({ default: m.StatisticsTab })),
);

const tabs: SectionTab<CampaignTab>[] = [
  { value: 'workflow', label: 'Workflow', icon: <ViewKanbanOutlined /> },
  { value: 'statistics', label: 'Statistics', icon: <InsightsOutlined /> },
  { value: 'settings', label: 'Settings', icon: <SettingsOutlined /> },
  { value: 'redeem-codes', label: 'Redeem Codes', icon: <CardGiftcardOutlined /> },
  { value: 'email-templates', label: 'Email Templates', icon: <EmailOutlined /> },
  { value: 'captures', label: 'Captures', icon: <SensorsOutlined /> },
];

function TabFallback() {
  return (
    <Card sx={{ p: 3 }} aria-busy>
      <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={280} />
    </Card>
  );
}

/** The open tab's content; the lazy ones show TabFallback while they download. */
function CampaignTabPanel({ tab, campaign }: { tab: CampaignTab; campaign: Campaign }) {
  switch (tab) {
    case 'workflow':
      return <WorkflowTab campaign={campaign} />;
    case 'statistics':
      return <StatisticsTab campaign={campaign} />;
    case 'settings':
      return <SettingsTab campaign={campaign} />;
    case 'redeem-codes':
      return <RedeemCodesTab campaign={campaign} />;
    case 'email-templates':
      return <EmailTemplatesTab campaign={campaign} />;
    case 'captures':
      return <CapturesTab campaign={campaign} />;
  }
}

/** /campaigns/{id}/view: header, then Workflow, Statistics, Settings, keys, templates, Captures. */
export function CampaignViewPage() {
  const { t } = useTranslation();
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: CampaignTab = isCampaignTab(requested) ? requested : 'workflow';
  const query = useCampaign(id);
  const campaign = query.data;

  const crumbs = [
    { label: t('Home'), to: '/' },
    { label: t('Campaigns'), to: paths.campaigns },
    { label: campaign?.name ?? t('Campaign') },
  ];

  if (query.isError || !Number.isInteger(id) || id <= 0) {
    const missing =
      !Number.isInteger(id) ||
      (query.error instanceof BadRequestError && query.error.status === 404);
    return (
      <>
        <PageHeader title={t('Campaign')} crumbs={crumbs} />
        <EmptyStateCard
          icon={<CampaignOutlined />}
          title={missing ? t('Campaign not found') : t('Could not load the campaign')}
          description={
            missing
              ? t('It may have been deleted, or the link is wrong.')
              : t(errorMessage(query.error))
          }
          action={
            <Button component={RouterLink} to={paths.campaigns} variant="outlined" color="inherit">
              {t('Back to campaigns')}
            </Button>
          }
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={campaign?.name ?? t('Campaign')} crumbs={crumbs} />
      {campaign ? (
        <CampaignHeaderCard campaign={campaign} onEdit={() => setParams({ tab: 'settings' })} />
      ) : (
        <Skeleton variant="rounded" height={168} sx={{ mb: 3 }} />
      )}
      <SectionTabs
        label={t('Campaign sections')}
        tabs={tabs}
        value={tab}
        onChange={(value) => setParams(value === 'workflow' ? {} : { tab: value })}
        iconPosition="start"
      >
        {campaign ? (
          <Suspense fallback={<TabFallback />}>
            <CampaignTabPanel tab={tab} campaign={campaign} />
          </Suspense>
        ) : (
          <TabFallback />
        )}
      </SectionTabs>
    </>
  );
}
