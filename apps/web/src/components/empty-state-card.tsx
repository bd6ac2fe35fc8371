import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ComponentProps } from 'react';
import { EmptyState } from './empty-state.tsx';

/** An EmptyState that stands alone on the page, in a card of its own. */
export function EmptyStateCard(props: ComponentProps<typeof EmptyState>) {
  return (
    <Card>
      <CardContent>
        <EmptyState {...props} />
      </CardContent>
    </Card>
  );
}
