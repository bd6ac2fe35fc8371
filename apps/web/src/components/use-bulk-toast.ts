import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { type BulkAction, type BulkOutcome, summarizeBulk } from './bulk-summary.ts';

/** One toast for a bulk answer: "3 deleted", "2 invited, 1 skipped: <reason>". */
export function useBulkToast() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return (action: BulkAction, results: readonly BulkOutcome[]) => {
    const summary = summarizeBulk(action, results, (key, options) => t(key, { ...options }));
    enqueueSnackbar(summary.text, { variant: summary.variant });
    return summary;
  };
}
