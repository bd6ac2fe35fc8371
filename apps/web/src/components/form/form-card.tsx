import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { useSaveSubmit } from './use-save-submit.ts';

/**
 * A form that is a card of its own on a page: its title (also the form's accessible name), a
 * line under it, the fields, and the submit button at the end. The fields take the form from
 * it (FormProvider), as in FormDialog.
 */
export function FormCard<TIn extends FieldValues, TOut>({
  form,
  title,
  subheader,
  submitLabel,
  onSubmit,
  onlyWhenChanged = false,
  children,
}: {
  form: UseFormReturn<TIn, unknown, TOut>;
  title: string;
  subheader: ReactNode;
  submitLabel: ReactNode;
  /**
   * Saves the valid values and resolves to what the success toast says. A rejection puts the
   * server's field messages on their fields and toasts anything else.
   */
  onSubmit: (values: TOut) => Promise<string>;
  /** The button waits for a change to the form. */
  onlyWhenChanged?: boolean;
  children: ReactNode;
}) {
  const submit = useSaveSubmit(form, onSubmit);
  const { isDirty, isSubmitting } = form.formState;

  return (
    <Card component="form" noValidate onSubmit={submit} aria-label={title}>
      <CardHeader title={title} subheader={subheader} />
      <CardContent>
        <FormProvider {...form}>{children}</FormProvider>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <Button
            type="submit"
            variant="contained"
            color="inherit"
            loading={isSubmitting}
            disabled={onlyWhenChanged && !isDirty}
          >
            {submitLabel}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
