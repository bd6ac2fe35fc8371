import { createBrowserRouter, type RouteObject } from 'react-router';
import { SplashScreen } from '../components/splash-screen.tsx';
import type { AreaKey } from '../features/areas/pages/area-definitions.tsx';
import { GuestOnly } from '../features/auth/pages/guest-only.tsx';
import { RootRoute } from './root-route.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

// Every page is a lazy route, so /login never downloads the dashboard, the data grid or charts.

const areaPage = () =>
  import('../features/areas/pages/area-page.tsx').then((m) => ({ Component: m.AreaRoutePage }));

/** A route whose area has not landed: the page reads which area from the route's handle. */
function areaRoute(path: string, area: AreaKey): RouteObject {
  return { path, handle: { area }, lazy: areaPage };
}

// One hop through a small module: see features/influencers/routes.ts.
const influencerPage = (page: 'list' | 'profile') => () =>
  import('../features/influencers/pages/routes.ts').then((m) => m.influencerPages[page]());

// One hop through a small module: see features/campaigns/routes.ts.
const campaignPage = (page: 'list' | 'view') => () =>
  import('../features/campaigns/pages/routes.ts').then((m) => m.campaignPages[page]());

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
        // Toasts are for signed-in pages and creators' pages; the login route skips notistack.
        lazy: () =>
          import('./snackbar-provider.tsx').then((m) => ({ Component: m.SnackbarOutlet })),
        children: [
          {
            // Creators' public pages: no session, no dashboard, no data grid.
            lazy: () =>
              import('./layouts/public-layout.tsx').then((m) => ({ Component: m.PublicLayout })),
            children: [
              {
                path: 'invite/:token',
                lazy: () =>
                  import('../features/invite/pages/routes.ts').then((m) => m.invitePage()),
              },
            ],
          },
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
                      areaRoute('live-capture', 'liveCapture'),
                      areaRoute('live-capture/add', 'liveCaptureAdd'),
                      areaRoute('live-capture/:id/view', 'liveCaptureView'),
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
