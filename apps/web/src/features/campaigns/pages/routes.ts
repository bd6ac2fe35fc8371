// The router reaches the campaign pages through this small module, so the app's entry chunk
// does not carry the pages' preload lists (the data grid, dialogs): the login route has a
// size budget. Same pattern as features/influencers/routes.ts.

export const campaignPages = {
  list: () => import('./campaigns-list-page.tsx').then((m) => ({ Component: m.CampaignsListPage })),
  view: () => import('./campaign-view-page.tsx').then((m) => ({ Component: m.CampaignViewPage })),
};
