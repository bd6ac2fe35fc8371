import Skeleton from '@mui/material/Skeleton';

/** Placeholder rows of a list that is loading, about the height of the rows to come. */
export function SkeletonRows({ count, height }: { count: number; height: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the placeholders never reorder.
    <Skeleton key={i} variant="rounded" height={height} sx={{ mb: 1 }} />
  ));
}
