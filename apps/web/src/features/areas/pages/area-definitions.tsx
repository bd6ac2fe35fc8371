import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import type { ReactNode } from 'react';
import { paths } from '../../../app/paths.ts';

export type AreaKey = 'liveCapture' | 'liveCaptureAdd' | 'liveCaptureView';

export type AreaDefinition = {
  title: string;
  icon: ReactNode;
  heading: string;
  description: string;
  /** What the area will offer once its issue lands; plain promises, no numbers. */
  features: string[];
  parent?: { label: string; to: string };
};

// The pages under Live Capture.
const liveCapturePage = {
  icon: <SensorsOutlined />,
  parent: { label: 'Live Capture', to: paths.liveCapture },
};

// Strings here are translation keys; the page passes them through t().
export const areas: Record<AreaKey, AreaDefinition> = {
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
    ...liveCapturePage,
    title: 'New live capture',
    heading: 'Adding a live capture arrives with lead magnets',
    description:
      'Pick a campaign, choose a hosted page or an embeddable form, and set the minimum subscribers.',
    features: ['Lead magnet type', 'Minimum subscribers count'],
  },
  liveCaptureView: {
    ...liveCapturePage,
    title: 'Live capture',
    heading: 'Live-capture details arrive with lead magnets',
    description: 'Submissions, their status and the mapping to influencer channels will show here.',
    features: ['Submissions', 'Check errors and retries'],
  },
};

export function isAreaKey(value: unknown): value is AreaKey {
  return typeof value === 'string' && Object.hasOwn(areas, value);
}
