import type { Campaign } from '@app/contract';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { type SectionTab, SectionTabs } from '../../../components/section-tabs.tsx';
import { type CampaignTab, isCampaignTab } from '../logic/campaign-paths.ts';
import { useCampaignRoute } from '../logic/use-campaign-route.ts';
import { CampaignHeaderCard } from '../sections/campaign-header-card.tsx';
import { CampaignNotLoaded } from '../sections/campaign-not-loaded.tsx';
import { type CampaignSettingsSlots, SettingsTab } from '../sections/settings-tab.tsx';
import { WorkflowTab } from '../sections/workflow-tab.tsx';

// Charts download only when Statistics opens.
const StatisticsTab = lazy(() =>
  import('../sections/statistics-tab.tsx').then((m) => ({ default: m.StatisticsTab })),
);

/**
 * The tabs and settings that features above campaigns bring: they use campaigns, so campaigns
 * cannot import them. The app's route passes them in (app/routes/campaign-view-route.tsx).
 */
export type CampaignPageSlots = CampaignSettingsSlots & {
  RedeemCodesTab: ComponentType<{ campaign: Campaign }>;
  EmailTemplatesTab: ComponentType<{ campaign: Campaign }>;
  CapturesTab: ComponentType<{ campaign: Campaign }>;
};

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
function CampaignTabPanel({
  tab,
  campaign,
  slots,
}: {
  tab: CampaignTab;
  campaign: Campaign;
  slots: CampaignPageSlots;
}) {
  switch (tab) {
    case 'workflow':
      return <WorkflowTab campaign={campaign} />;
    case 'statistics':
      return <StatisticsTab campaign={campaign} />;
    case 'settings':
      return <SettingsTab campaign={campaign} slots={slots} />;
    case 'redeem-codes':
      return <slots.RedeemCodesTab campaign={campaign} />;
    case 'email-templates':
      return <slots.EmailTemplatesTab campaign={campaign} />;
    case 'captures':
      return <slots.CapturesTab campaign={campaign} />;
  }
}

/** /campaigns/{id}/view: header, then Workflow, Statistics, Settings, keys, templates, Captures. */
export function CampaignViewPage({ slots }: { slots: CampaignPageSlots }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: CampaignTab = isCampaignTab(requested) ? requested : 'workflow';
  const route = useCampaignRoute({
    list: { label: t('Campaigns'), to: paths.campaigns },
    fallbackTitle: t('Campaign'),
    icon: <CampaignOutlined />,
    backLabel: t('Back to campaigns'),
  });
  const campaign = route.query.data;
  if (route.failed) return <CampaignNotLoaded route={route} />;

  return (
    <>
      <PageHeader title={route.title} crumbs={route.crumbs} />
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
            <CampaignTabPanel tab={tab} campaign={campaign} slots={slots} />
          </Suspense>
        ) : (
          <TabFallback />
        )}
      </SectionTabs>
    </>
  );
}
