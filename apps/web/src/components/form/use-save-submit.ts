import { useSnackbar } from 'notistack';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSaveError } from './use-save-error.ts';

/**
 * The submit handler of a form on a page (FormCard, SettingsForm): saves the valid values and
 * toasts what `save` resolves to; a rejection puts the server's field messages on their fields
 * and toasts anything else.
 */
export function useSaveSubmit<TIn extends FieldValues, TOut>(
  form: UseFormReturn<TIn, unknown, TOut>,
  save: (values: TOut) => Promise<string>,
) {
  const { enqueueSnackbar } = useSnackbar();
  const saveError = useSaveError(form);
  return form.handleSubmit(async (values) => {
    try {
      enqueueSnackbar(await save(values), { variant: 'success' });
    } catch (failure) {
      saveError(failure);
    }
  });
}
