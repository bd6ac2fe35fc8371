// The router reaches the influencer pages through this small module, so the app's entry chunk
// does not carry the pages' long preload lists (the data grid, pickers, dialogs): the login
// route has a size budget. The pages' own dependencies still preload in parallel from here.
// It lives in the app because the profile page is composed here.

export const influencerPages = {
  list: () =>
    import('../../features/influencers/pages/influencers-list-page.tsx').then((m) => ({
      Component: m.InfluencersListPage,
    })),
  profile: () =>
    import('./influencer-profile-route.tsx').then((m) => ({
      Component: m.InfluencerProfileRoute,
    })),
};
