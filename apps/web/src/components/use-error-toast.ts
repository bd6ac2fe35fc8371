import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/errors.ts';

/**
 * How a failed action reads when nothing on the screen holds its error: the error in words,
 * as an error toast. Made for a mutation's `onError`: `mutate(body, { onError: toastError })`.
 */
export function useErrorToast(): (error: unknown) => void {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (error: unknown) => {
      enqueueSnackbar(t(errorMessage(error)), { variant: 'error' });
    },
    [t, enqueueSnackbar],
  );
}
