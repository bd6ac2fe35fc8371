import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, type ReactElement, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useIsAdmin } from '../auth/current-user.ts';

// The data grid only downloads when the Team tab opens.
const TeamTab = lazy(() => import('../team/team-tab.tsx').then((m) => ({ default: m.TeamTab })));
const ProductsTab = lazy(() =>
  import('../products/products-tab.tsx').then((m) => ({ default: m.ProductsTab })),
);
const ManagerEmailsTab = lazy(() =>
  import('../manager-emails/manager-emails-tab.tsx').then((m) => ({
    default: m.ManagerEmailsTab,
  })),
);
const ListsTab = lazy(() =>
  import('../lists/lists-tab.tsx').then((m) => ({ default: m.ListsTab })),
);

export const settingsTabs = ['products', 'team', 'manager-emails', 'lists'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

type TabDef = { value: SettingsTab; label: string; icon: ReactElement; adminOnly?: boolean };

const tabs: TabDef[] = [
  { value: 'products', label: 'Products', icon: <Inventory2Outlined /> },
  { value: 'team', label: 'Team', icon: <GroupsOutlined />, adminOnly: true },
  { value: 'manager-emails', label: 'Manager Emails', icon: <AlternateEmailOutlined /> },
  { value: 'lists', label: 'Lists', icon: <ListAltOutlined /> },
];

function TeamFallback() {
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
  const current = visible.find((tab) => tab.value === requested)?.value;

  // Unknown tab, or Team for a Manager: land on the first tab the user may see.
  if (requested !== null && !current) return <Navigate to="/settings?tab=products" replace />;
  const active: SettingsTab = current ?? 'products';

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
        {active === 'team' ? (
          <Suspense fallback={<TeamFallback />}>
            <TeamTab />
          </Suspense>
        ) : null}
        {active === 'products' ? (
          <Suspense fallback={<TeamFallback />}>
            <ProductsTab />
          </Suspense>
        ) : null}
        {active === 'manager-emails' ? (
          <Suspense fallback={<TeamFallback />}>
            <ManagerEmailsTab />
          </Suspense>
        ) : null}
        {active === 'lists' ? (
          <Suspense fallback={<TeamFallback />}>
            <ListsTab />
          </Suspense>
        ) : null}
      </Box>
    </>
  );
}
