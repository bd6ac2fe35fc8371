import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';

export type Term = { term: string; value: ReactNode };

/**
 * Labelled values in two columns (a description list), e.g. an email's From, To and Subject.
 * A term whose value is null, undefined or false is left out.
 */
export function TermList({ items }: { items: Term[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
        mb: 2,
        '& dt': { color: 'text.secondary', typography: 'body2' },
        '& dd': { m: 0, typography: 'body2', minWidth: 0, overflowWrap: 'anywhere' },
      }}
    >
      {items.map(({ term, value }) =>
        value === null || value === undefined || value === false ? null : (
          // dt and dd straight in the dl: the grid lays them out, no wrapper to hide.
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd dir="auto">{value}</dd>
          </Fragment>
        ),
      )}
    </Box>
  );
}
