import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import type { ReactNode } from 'react';
import { paths } from '../../app/paths.ts';

export type AreaKey =
  | 'influencers'
  | 'campaigns'
  | 'campaignAdd'
  | 'campaignView'
  | 'liveCapture'
  | 'liveCaptureAdd'
  | 'liveCaptureView'
  | 'discovery'
  | 'payments'
  | 'mailings';

export type AreaDefinition = {
  title: string;
  icon: ReactNode;
  heading: string;
  description: string;
  /** What the area will offer once its issue lands; plain promises, no numbers. */
  features: string[];
  parent?: { label: string; to: string };
  /** True once the area's own pages exist; the dashboard stops calling it "not available". */
  available?: boolean;
};

// Strings here are translation keys; the page passes them through t().
export const areas: Record<AreaKey, AreaDefinition> = {
  influencers: {
    title: 'Influencers',
    icon: <PeopleAltOutlined />,
    // Influencers has its own pages; this entry only feeds the dashboard's overview tile.
    heading: 'Influencers',
    description:
      'Add YouTube and Twitch creators by link or spreadsheet, keep their channels, notes and lists in one place.',
    features: ['Channels and stats', 'Lists and tags', 'XLS import with a template'],
  },
  campaigns: {
    title: 'Campaigns',
    icon: <CampaignOutlined />,
    // Campaigns has its own pages; this entry only feeds the dashboard's overview tile.
    available: true,
    heading: 'Campaigns arrive with the campaign workflow',
    description:
      'Run free or paid campaigns: invite creators, approve them, hand out keys, see who published and pay.',
    features: ['Invite, approve, publish, pay', 'Redeem codes per platform', 'Email templates'],
  },
  campaignAdd: {
    title: 'New campaign',
    icon: <CampaignOutlined />,
    heading: 'The new-campaign wizard arrives with the campaign workflow',
    description:
      'Basic info first, then the brief and instructions, and a Create Campaign button at the end.',
    features: ['Basic Info', 'Brief and Instructions'],
    parent: { label: 'Campaigns', to: paths.campaigns },
  },
  campaignView: {
    title: 'Campaign',
    icon: <CampaignOutlined />,
    heading: 'Campaign pages arrive with the campaign workflow',
    description:
      'Each campaign will show its workflow, statistics, settings, redeem codes, templates and captures.',
    features: ['Workflow', 'Statistics', 'Redeem Codes'],
    parent: { label: 'Campaigns', to: paths.campaigns },
  },
  liveCapture: {
    title: 'Live Capture',
    icon: <SensorsOutlined />,
    heading: 'Live capture arrives with lead magnets',
    description:
      'Publish a lead-magnet page or form, collect creator submissions and add them to a campaign automatically.',
    features: [
      'Hosted page or embeddable form',
      'Auto-validate and auto-invite',
      'Submission mapping',
    ],
  },
  liveCaptureAdd: {
    title: 'New live capture',
    icon: <SensorsOutlined />,
    heading: 'Adding a live capture arrives with lead magnets',
    description:
      'Pick a campaign, choose a hosted page or an embeddable form, and set the minimum subscribers.',
    features: ['Lead magnet type', 'Minimum subscribers count'],
    parent: { label: 'Live Capture', to: paths.liveCapture },
  },
  liveCaptureView: {
    title: 'Live capture',
    icon: <SensorsOutlined />,
    heading: 'Live-capture details arrive with lead magnets',
    description: 'Submissions, their status and the mapping to influencer channels will show here.',
    features: ['Submissions', 'Check errors and retries'],
    parent: { label: 'Live Capture', to: paths.liveCapture },
  },
  discovery: {
    title: 'Discovery',
    icon: <TravelExploreOutlined />,
    heading: 'Discovery arrives with the discovery service',
    description:
      'Search creators and games by platform, language, country and audience, then add them to the CRM.',
    features: ['Creator search', 'Game search', 'Add to CRM'],
  },
  payments: {
    title: 'Payments',
    icon: <PaymentsOutlined />,
    // Payments has its own pages; this entry only feeds the dashboard's overview tile.
    available: true,
    heading: 'Payments',
    description:
      'Payments to creators, with totals paid and unpaid, and a detail page for each payment.',
    features: ['Payment list', 'Summary figures', 'Payment detail'],
  },
  mailings: {
    title: 'Mailings',
    icon: <MailOutlined />,
    heading: 'Mailings arrive with the mailbox sync',
    description:
      'Email threads with creators synced from your manager mailbox, templates and replies in one place.',
    features: ['Threads per influencer', 'Templates', 'Attachments'],
  },
};

export function isAreaKey(value: unknown): value is AreaKey {
  return typeof value === 'string' && Object.hasOwn(areas, value);
}
