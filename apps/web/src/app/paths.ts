/** Every route of SPEC section 2, in one place. */
export const paths = {
  dashboard: '/',
  login: '/login',
  profile: '/profile',
  settings: '/settings',
  settingsTab: (tab: string) => `/settings?tab=${tab}`,
  influencers: '/influencers',
  campaigns: '/campaigns',
  campaignAdd: '/campaigns?add',
  campaignView: (id: string | number) => `/campaigns/${id}/view`,
  liveCapture: '/live-capture',
  liveCaptureAdd: '/live-capture/add',
  liveCaptureView: (id: string | number) => `/live-capture/${id}/view`,
  discovery: '/discovery',
  payments: '/payments',
  payment: (id: string | number) => `/payments/${id}`,
  mailings: '/mailings',
} as const;
