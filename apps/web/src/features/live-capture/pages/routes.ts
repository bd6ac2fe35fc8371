// The router reaches the live-capture pages through this small module, so the app's entry
// chunk does not carry the pages' preload lists (the data grid, charts). Same pattern as
// app/routes/campaign-pages.ts.

export const liveCapturePages = {
  list: () =>
    import('./live-capture-list-page.tsx').then((m) => ({ Component: m.LiveCaptureListPage })),
  add: () =>
    import('./live-capture-add-page.tsx').then((m) => ({ Component: m.LiveCaptureAddPage })),
  view: () =>
    import('./live-capture-view-page.tsx').then((m) => ({ Component: m.LiveCaptureViewPage })),
};
