import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { SaveBar } from './save-bar.tsx';
import { useSaveSubmit } from './use-save-submit.ts';

/**
 * A settings form on a page, named by `label`: its fields, then Discard and Save (SaveBar)
 * unless `actions` takes their place. It saves as FormCard does, and its fields take the form
 * from it (FormProvider), as in FormDialog.
 */
export function SettingsForm<TIn extends FieldValues, TOut>({
  form,
  label,
  onSubmit,
  onReset,
  actions,
  sx,
  children,
}: {
  form: UseFormReturn<TIn, unknown, TOut>;
  label: string;
  /**
   * Saves the valid values and resolves to what the success toast says. A rejection puts the
   * server's field messages on their fields and toasts anything else.
   */
  onSubmit: (values: TOut) => Promise<string>;
  onReset: () => void;
  /** Buttons instead of the SaveBar, e.g. for a form that creates rather than edits. */
  actions?: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const submit = useSaveSubmit(form, onSubmit);
  const { isDirty, isSubmitting } = form.formState;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={label} sx={sx}>
      <FormProvider {...form}>{children}</FormProvider>
      {actions ?? <SaveBar dirty={isDirty} saving={isSubmitting} onReset={onReset} />}
    </Box>
  );
}
