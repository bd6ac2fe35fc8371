import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/**
 * A component as the app shows it: one route of a memory router at `url`, with a fresh query
 * client (no retries: a failed call shows at once) and the snackbar provider. `prepare` fills
 * the client first (the signed-in user, say).
 */
export function renderRoute(
  element: ReactNode,
  url: string,
  options: { path?: string; prepare?: (client: QueryClient) => void } = {},
) {
  const router = createMemoryRouter(
    [{ path: options.path ?? new URL(url, 'http://app.test').pathname, element }],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  options.prepare?.(client);
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { router, client };
}

/** A dialog shown by renderRoute at `url`, with the spy it calls to close (or must not). */
export function renderDialog(dialog: (onClose: () => void) => ReactNode, url: string) {
  const onClose = vi.fn();
  renderRoute(dialog(onClose), url);
  return { onClose };
}
