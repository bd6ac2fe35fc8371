import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { type SectionTab, SectionTabs } from '../../../components/section-tabs.tsx';
import { useIsAdmin } from '../../auth/api/current-user.ts';

// Each tab's code (and the data grid) downloads when the tab first opens.
const TeamTab = lazy(() =>
  import('../../team/sections/team-tab.tsx').then((m) => ({ default: m.TeamTab })),
);
const ProductsTab = lazy(() =>
  import('../../products/sections/products-tab.tsx').then((m) => ({ default: m.ProductsTab })),
);
const ManagerEmailsTab = lazy(() =>
  import('../../manager-emails/sections/manager-emails-tab.tsx').then((m) => ({
    default: m.ManagerEmailsTab,
  })),
);
const ListsTab = lazy(() =>
  import('../../lists/sections/lists-tab.tsx').then((m) => ({ default: m.ListsTab })),
);
const BlocklistTab = lazy(() =>
  import('../../live-capture/sections/blocklist-tab.tsx').then((m) => ({
    default: m.BlocklistTab,
  })),
);

export const settingsTabs = [
  'products',
  'team',
  'manager-emails',
  'lists',
  'live-capture-blocklist',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

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
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 1 }} />
      ))}
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
      <PageHeader
        title={t('Settings')}
        crumbs={[{ label: t('Home'), to: '/' }, { label: t('Settings') }]}
      />
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
