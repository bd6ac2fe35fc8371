import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { AreaPageHeader } from '../../../components/page-header.tsx';
import { type SectionTab, SectionTabs } from '../../../components/section-tabs.tsx';
import { SkeletonRows } from '../../../components/skeleton-rows.tsx';
import { useIsAdmin } from '../../auth/index.ts';
import { IntegrationsTab } from '../../integrations/index.ts';
import { ListsTab } from '../../lists/index.ts';
import { BlocklistTab } from '../../live-capture/index.ts';
import { ManagerEmailsTab } from '../../manager-emails/index.ts';
import { ProductsTab } from '../../products/index.ts';
import { TeamTab } from '../../team/index.ts';

export const settingsTabs = [
  'products',
  'team',
  'manager-emails',
  'integrations',
  'lists',
  'live-capture-blocklist',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

// Each panel is lazy at its feature's index: its code (and the data grid) downloads when it opens.
type TabDef = SectionTab<SettingsTab> & { panel: ComponentType; adminOnly?: boolean };

// The first tab, and where a missing ?tab lands.
const productsTab: TabDef = {
  value: 'products',
  label: 'Products',
  icon: <Inventory2Outlined />,
  panel: ProductsTab,
};

const tabs: TabDef[] = [
  productsTab,
  { value: 'team', label: 'Team', icon: <GroupsOutlined />, panel: TeamTab, adminOnly: true },
  {
    value: 'manager-emails',
    label: 'Manager Emails',
    icon: <AlternateEmailOutlined />,
    panel: ManagerEmailsTab,
  },
  {
    value: 'integrations',
    label: 'Integrations',
    icon: <HubOutlined />,
    panel: IntegrationsTab,
    adminOnly: true,
  },
  { value: 'lists', label: 'Lists', icon: <ListAltOutlined />, panel: ListsTab },
  {
    value: 'live-capture-blocklist',
    label: 'Live capture blocklist',
    icon: <BlockOutlined />,
    panel: BlocklistTab,
  },
];

function TabFallback() {
  return (
    <Card sx={{ p: 2.5 }} aria-busy>
      <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
      <SkeletonRows count={4} height={56} />
    </Card>
  );
}

export function SettingsPage() {
  const { t } = useTranslation();
  const admin = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const visible = tabs.filter((tab) => admin || !tab.adminOnly);
  const requested = params.get('tab');
  const current = visible.find((tab) => tab.value === requested);

  // Unknown tab, or Team for a Manager: land on the first tab the user may see.
  if (requested !== null && !current) return <Navigate to="/settings?tab=products" replace />;
  const { value: active, panel: Panel } = current ?? productsTab;

  return (
    <>
      <AreaPageHeader title={t('Settings')} />
      <SectionTabs
        label={t('Settings sections')}
        tabs={visible}
        value={active}
        onChange={(value) => setParams({ tab: value })}
        sx={{ mb: { xs: 3, md: 5 } }}
      >
        <Suspense fallback={<TabFallback />}>
          <Panel />
        </Suspense>
      </SectionTabs>
    </>
  );
}
