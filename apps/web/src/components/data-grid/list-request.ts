import type { GridSearch } from './use-grid-search.ts';
import type { ServerGrid } from './use-server-grid.ts';

/**
 * What a server-paged list asks for: the grid's page and sort, the search once typing settles
 * (none while the box is empty), and `filters` as the list's request names them (a filter left
 * undefined is not sent). The query keys its answer by this content, so a fresh object each
 * render asks nothing again: no memo needed.
 */
export function listRequest<F extends string, T = undefined>(
  grid: Pick<ServerGrid<F>, 'request'>,
  search: Pick<GridSearch, 'debounced'>,
  filters?: T,
) {
  return { ...grid.request, search: search.debounced || undefined, filters };
}
