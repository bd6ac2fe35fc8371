import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SplashScreen } from '../components/splash-screen.tsx';
import type { AreaKey } from '../features/areas/area-definitions.tsx';
import { GuestOnly } from '../features/auth/guest-only.tsx';
import { RootRoute } from './root-route.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

// Every page is a lazy route, so /login never downloads the dashboard, the data grid or charts.

const areaPage = () =>
  import('../features/areas/area-page.tsx').then((m) => ({ Component: m.AreaRoutePage }));

/** A route whose area has not landed: the page reads which area from the route's handle. */
function areaRoute(path: string, area: AreaKey): RouteObject {
  return { path, handle: { area }, lazy: areaPage };
}

// Payments pages belong to features/payments (another engineer's folder). A glob import keeps this
// file compiling whether or not those files exist yet.
type PageModule = Record<string, ComponentType | undefined>;
const paymentPages = import.meta.glob<PageModule>('../features/payments/pages/*.tsx');

function paymentsPage(file: string, exportName: string) {
  return async () => {
    const load = paymentPages[`../features/payments/pages/${file}`];
    const Component = load ? (await load())[exportName] : undefined;
    if (!Component) throw new Error(`Missing ${exportName} in features/payments/pages/${file}`);
    return { Component };
  };
}

const realPaymentsRoutes: RouteObject[] = [
  { path: 'payments', lazy: paymentsPage('payments-list-page.tsx', 'PaymentsListPage') },
  { path: 'payments/:id', lazy: paymentsPage('payment-detail-page.tsx', 'PaymentDetailPage') },
];

const placeholderPaymentsRoutes: RouteObject[] = [
  areaRoute('payments', 'payments'),
  areaRoute('payments/:id', 'paymentDetail'),
];

// PAYMENTS SWITCH: set to true once features/payments/pages/*.tsx have landed.
const USE_PAYMENTS_PAGES = false;
const paymentsRoutes = USE_PAYMENTS_PAGES ? realPaymentsRoutes : placeholderPaymentsRoutes;

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
                  import('../features/auth/login-page.tsx').then((m) => ({
                    Component: m.LoginPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        lazy: () =>
          import('../features/auth/protected-root.tsx').then((m) => ({
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
                      import('../features/dashboard/dashboard-page.tsx').then((m) => ({
                        Component: m.DashboardPage,
                      })),
                  },
                  {
                    path: 'profile',
                    lazy: () =>
                      import('../features/profile/profile-page.tsx').then((m) => ({
                        Component: m.ProfilePage,
                      })),
                  },
                  {
                    path: 'settings',
                    lazy: () =>
                      import('../features/settings/settings-page.tsx').then((m) => ({
                        Component: m.SettingsPage,
                      })),
                  },
                  areaRoute('influencers', 'influencers'),
                  areaRoute('campaigns', 'campaigns'),
                  areaRoute('campaigns/:id/view', 'campaignView'),
                  areaRoute('live-capture', 'liveCapture'),
                  areaRoute('live-capture/add', 'liveCaptureAdd'),
                  areaRoute('live-capture/:id/view', 'liveCaptureView'),
                  areaRoute('discovery', 'discovery'),
                  ...paymentsRoutes,
                  areaRoute('mailings', 'mailings'),
                  {
                    path: '*',
                    lazy: () =>
                      import('../features/not-found/not-found-page.tsx').then((m) => ({
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
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
