import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { renderRoute } from './render-route.tsx';

/**
 * The data grid named `name`, once its rows show `text`: the grid mounts before its first
 * page arrives, so finding it is not yet seeing its rows.
 */
export async function findGridShowing(name: string, text: string): Promise<HTMLElement> {
  const grid = await screen.findByRole('grid', { name });
  await waitFor(() => expect(grid.textContent).toContain(text));
  return grid;
}

/** Renders `element` at `url` (renderRoute) and answers its grid once the rows show `text`. */
export function renderGridRoute(
  element: ReactNode,
  url: string,
  grid: { name: string; showing: string },
): Promise<HTMLElement> {
  renderRoute(element, url);
  return findGridShowing(grid.name, grid.showing);
}
