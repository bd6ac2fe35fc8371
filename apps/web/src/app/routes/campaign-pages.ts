// The router reaches the campaign pages through this small module, so the app's entry chunk
// does not carry the pages' preload lists (the data grid, dialogs): the login route has a
// size budget. The features' own route modules (e.g. features/live-capture/pages/routes.ts)
// do the same; this one lives in the app because the view page is composed here.

export const campaignPages = {
  list: () =>
    import('../../features/campaigns/pages/campaigns-list-page.tsx').then((m) => ({
      Component: m.CampaignsListPage,
    })),
  view: () => import('./campaign-view-route.tsx').then((m) => ({ Component: m.CampaignViewRoute })),
};
