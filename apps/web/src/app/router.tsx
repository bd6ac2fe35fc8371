import { createBrowserRouter, type RouteObject } from 'react-router';
import { SplashScreen } from '../components/splash-screen.tsx';
import { GuestOnly } from '../features/auth/pages/guest-only.tsx';
import { RootRoute } from './root-route.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

// Every page is a lazy route, so /login never downloads the dashboard, the data grid or charts.

// One hop through a small module: see routes/influencer-pages.ts.
const influencerPage = (page: 'list' | 'profile') => () =>
  import('./routes/influencer-pages.ts').then((m) => m.influencerPages[page]());

// One hop through a small module: see features/live-capture/pages/routes.ts.
const liveCapturePage = (page: 'list' | 'add' | 'view') => () =>
  import('../features/live-capture/pages/routes.ts').then((m) => m.liveCapturePages[page]());

// One hop through a small module: see routes/campaign-pages.ts.
const campaignPage = (page: 'list' | 'view') => () =>
  import('./routes/campaign-pages.ts').then((m) => m.campaignPages[page]());

const paymentsRoutes: RouteObject[] = [
  {
    path: 'payments',
    lazy: () =>
      import('../features/payments/pages/payments-list-page.tsx').then((m) => ({
        Component: m.PaymentsListPage,
      })),
  },
  {
    path: 'payments/:id',
    lazy: () =>
      import('../features/payments/pages/payment-detail-page.tsx').then((m) => ({
        Component: m.PaymentDetailPage,
      })),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    hydrateFallbackElement: <SplashScreen />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          {
            lazy: () =>
              import('./layouts/auth-layout.tsx').then((m) => ({ Component: m.AuthLayout })),
            children: [
              {
                path: 'login',
                lazy: () =>
                  import('../features/auth/pages/login-page.tsx').then((m) => ({
                    Component: m.LoginPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        // Toasts are for signed-in pages; the login route skips notistack. The creators' pages
        // (/apply, /invite) are not in this app: see src/public-pages and vite.config.ts.
        lazy: () =>
          import('./snackbar-provider.tsx').then((m) => ({ Component: m.SnackbarOutlet })),
        children: [
          {
            lazy: () =>
              import('../features/auth/pages/protected-root.tsx').then((m) => ({
                Component: m.ProtectedRoot,
              })),
            children: [
              {
                lazy: () =>
                  import('./layouts/dashboard/dashboard-layout.tsx').then((m) => ({
                    Component: m.DashboardLayout,
                  })),
                children: [
                  {
                    errorElement: <RouteErrorPage embedded />,
                    children: [
                      {
                        index: true,
                        lazy: () =>
                          import('../features/dashboard/pages/dashboard-page.tsx').then((m) => ({
                            Component: m.DashboardPage,
                          })),
                      },
                      {
                        path: 'profile',
                        lazy: () =>
                          import('../features/profile/pages/profile-page.tsx').then((m) => ({
                            Component: m.ProfilePage,
                          })),
                      },
                      {
                        path: 'settings',
                        lazy: () =>
                          import('../features/settings/pages/settings-page.tsx').then((m) => ({
                            Component: m.SettingsPage,
                          })),
                      },
                      { path: 'influencers', lazy: influencerPage('list') },
                      { path: 'influencers/:id', lazy: influencerPage('profile') },
                      { path: 'campaigns', lazy: campaignPage('list') },
                      { path: 'campaigns/:id/view', lazy: campaignPage('view') },
                      { path: 'live-capture', lazy: liveCapturePage('list') },
                      { path: 'live-capture/add', lazy: liveCapturePage('add') },
                      { path: 'live-capture/:id/view', lazy: liveCapturePage('view') },
                      {
                        path: 'discovery',
                        lazy: () =>
                          import('../features/discovery/pages/routes.ts').then((m) =>
                            m.discoveryPage(),
                          ),
                      },
                      ...paymentsRoutes,
                      {
                        path: 'mailings',
                        lazy: () =>
                          import('../features/mailings/pages/routes.ts').then((m) =>
                            m.mailingsPage(),
                          ),
                      },
                      {
                        path: '*',
                        lazy: () =>
                          import('../features/not-found/pages/not-found-page.tsx').then((m) => ({
                            Component: m.NotFoundPage,
                          })),
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/** Resolves once the first page's lazy modules have loaded and the router can render it. */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
