import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import type { ReactNode } from 'react';
import { paths } from '../../paths.ts';

export type NavItem = { title: string; path: string; icon: ReactNode };
export type NavGroup = { subheader: string; items: NavItem[] };

/** Titles are translation keys and the links' accessible names. */
export const navGroups: NavGroup[] = [
  {
    subheader: 'Overview',
    items: [{ title: 'Dashboard', path: paths.dashboard, icon: <DashboardOutlined /> }],
  },
  {
    subheader: 'Management',
    items: [
      { title: 'Influencers', path: paths.influencers, icon: <PeopleAltOutlined /> },
      { title: 'Campaigns', path: paths.campaigns, icon: <CampaignOutlined /> },
      { title: 'Live Capture', path: paths.liveCapture, icon: <SensorsOutlined /> },
      { title: 'Discovery', path: paths.discovery, icon: <TravelExploreOutlined /> },
      { title: 'Payments', path: paths.payments, icon: <PaymentsOutlined /> },
      { title: 'Mailings', path: paths.mailings, icon: <MailOutlined /> },
    ],
  },
  {
    subheader: 'Settings',
    items: [{ title: 'Settings', path: paths.settings, icon: <SettingsOutlined /> }],
  },
];

export function isNavItemActive(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
