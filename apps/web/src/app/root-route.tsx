import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from './navigation-progress.tsx';

export function RootRoute() {
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
