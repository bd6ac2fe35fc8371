import Box from '@mui/material/Box';
import type { ComponentProps, ReactNode } from 'react';
import { QueryEmptyState } from './query-empty-state.tsx';
import { SkeletonRows } from './skeleton-rows.tsx';

type SearchResultsProps = {
  query: { isPending: boolean; isError: boolean; error: unknown };
  /** Whether the answer has rows to show; without, the empty state says why. */
  found: boolean;
  /** How many placeholder rows show while the search runs. */
  placeholderRows: number;
  empty: Omit<ComponentProps<typeof QueryEmptyState>, 'query' | 'compact'>;
  /** The rows found. */
  children: ReactNode;
};

/**
 * A search's answer under its search box in a dialog: placeholder rows while it runs, the
 * rows it found, or why there are none (nothing matched, or the search failed).
 */
export function SearchResults({
  query,
  found,
  placeholderRows,
  empty,
  children,
}: SearchResultsProps) {
  if (query.isPending) {
    return (
      <Box sx={{ mt: 2 }} aria-busy>
        <SkeletonRows count={placeholderRows} height={52} />
      </Box>
    );
  }
  if (found) return children;
  return (
    <Box sx={{ mt: 2 }}>
      <QueryEmptyState compact query={query} {...empty} />
    </Box>
  );
}
