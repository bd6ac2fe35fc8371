import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { type BulkAction, type BulkOutcome, summarizeBulk } from './bulk-summary.ts';

/**
 * One toast for a bulk answer: "3 deleted", "2 invited, 1 skipped: <reason>"; `note` adds what
 * the caller read from the answer ("1 without an email").
 */
export function useBulkToast() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return (action: BulkAction, results: readonly BulkOutcome[], note?: string) => {
    const summary = summarizeBulk(action, results, (key, options) => t(key, { ...options }));
    enqueueSnackbar(note ? `${summary.text}; ${note}` : summary.text, { variant: summary.variant });
    return summary;
  };
}
