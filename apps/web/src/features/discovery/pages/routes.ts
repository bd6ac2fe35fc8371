// The router reaches the Discovery page through this small module, so the app's entry chunk
// does not carry the page's preload list (the data grid, pickers, drawers): the login route
// has a size budget. Same pattern as app/routes/influencer-pages.ts.

export const discoveryPage = () =>
  import('./discovery-page.tsx').then((m) => ({ Component: m.DiscoveryPage }));
