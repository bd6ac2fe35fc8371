import type { GridLocaleText } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate, rowsRangeLabel, rowsSelectedLabel } from '../../format/bidi.ts';
import { formatFull } from '../../format/format.ts';

/** How a grid's footer shows its total: the count as read, or null when not known. */
export type ShownTotal = (count: number, to: number) => string | null;

const countAsShown: ShownTotal = (count) => (count < 0 ? null : formatFull(count));

/**
 * The footer's words through i18next, each count one token and each label isolated, so they
 * read "1–5 of 5" and "Rows per page:" on a right-to-left page too (not "of 5 5–1").
 */
export function useGridLocaleText(shownTotal: ShownTotal = countAsShown): Partial<GridLocaleText> {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      paginationRowsPerPage: isolate(t('Rows per page:')),
      paginationDisplayedRows: ({ from, to, count }) =>
        rowsRangeLabel(t, from, to, shownTotal(count, to)),
      footerRowSelected: (count) => rowsSelectedLabel(t, count),
    }),
    [t, shownTotal],
  );
}
