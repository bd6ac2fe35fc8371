import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
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

export const settingsTabs = ['products', 'team', 'manager-emails', 'lists'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

type TabDef = {
  value: SettingsTab;
  label: string;
  icon: ReactElement;
  panel: ComponentType;
  adminOnly?: boolean;
};

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
      <Tabs
        value={active}
        onChange={(_, value: SettingsTab) => setParams({ tab: value })}
        aria-label={t('Settings sections')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: { xs: 3, md: 5 } }}
      >
        {visible.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={t(tab.label)}
            icon={tab.icon}
            id={`settings-tab-${tab.value}`}
            aria-controls="settings-tabpanel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="settings-tabpanel" aria-labelledby={`settings-tab-${active}`}>
        <Suspense fallback={<TabFallback />}>
          <Panel />
        </Suspense>
      </Box>
    </>
  );
}
