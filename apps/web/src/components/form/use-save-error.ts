import type { FieldValues, UseFormGetValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../use-error-toast.ts';
import { placeServerErrors } from './server-errors.ts';

/**
 * What a failed save of `form` shows, for a form that has no place of its own for an error:
 * the server's field messages on their fields, or, when none fits a field, the error in words
 * as a toast.
 */
export function useSaveError<T extends FieldValues>(form: {
  setError: UseFormSetError<T>;
  getValues: UseFormGetValues<T>;
}): (error: unknown) => void {
  const { t } = useTranslation();
  const toastError = useErrorToast();
  return (error) => {
    if (!placeServerErrors(error, form, (message) => t(message))) toastError(error);
  };
}
