import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from 'notistack';
import { type ReactNode, useId, useState } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors.ts';
import { CancelButton } from '../cancel-button.tsx';
import { DiscardChangesConfirm } from '../discard-changes-confirm.tsx';
import { placeServerErrors } from './server-errors.ts';

type FormDialogProps<TIn extends FieldValues, TOut> = {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Also the dialog's accessible name. */
  title: ReactNode;
  submitLabel: ReactNode;
  /**
   * Saves the valid values and resolves to what the success toast says; the dialog then
   * closes. Null keeps it open (e.g. the caller set `error`, or runs the save itself with
   * `pending`). A rejection stays in the dialog: the server's field messages on their fields,
   * anything else above the buttons.
   */
  onSubmit: (values: TOut) => Promise<string | null> | null;
  onClose: () => void;
  maxWidth?: DialogProps['maxWidth'];
  /** Two columns of fields from the sm breakpoint up. */
  columns?: 1 | 2;
  /**
   * Every dialog confirms in the theme's primary colour; only an action that deletes, removes
   * or discards says so in warning or error.
   */
  submitColor?: 'primary' | 'warning' | 'error' | 'success';
  /** Busy with something the form does not await, e.g. a mutation the parent runs. */
  pending?: boolean;
  submitDisabled?: boolean;
  /** Buttons at the start of the action row, e.g. "Test connection". */
  extraActions?: ReactNode;
  /** A message for the whole form that the caller found itself. */
  error?: string | null;
  children: ReactNode;
};

/**
 * The shell of every add/edit dialog: title, a react-hook-form form, Cancel and a submit
 * button that shows the save in progress. The fields inside take the form from it
 * (FormProvider), so `formFields(form)` binds them without repeating the control.
 *
 * A dirty form asks before it is discarded by Escape or a click beside the dialog, which are
 * easy to do by accident; Cancel is a deliberate choice and closes at once.
 */
export function FormDialog<TIn extends FieldValues, TOut>({
  form,
  title,
  submitLabel,
  onSubmit,
  onClose,
  maxWidth = 'sm',
  columns = 1,
  submitColor = 'primary',
  pending = false,
  submitDisabled = false,
  extraActions,
  error,
  children,
}: FormDialogProps<TIn, TOut>) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const { isDirty, isSubmitting } = form.formState;
  const busy = pending || isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await onSubmit(values);
      if (saved === null) return;
      enqueueSnackbar(saved, { variant: 'success' });
      onClose();
    } catch (failure) {
      if (!placeServerErrors(failure, form, (m) => t(m))) setFormError(t(errorMessage(failure)));
    }
  });

  const shownError = error ?? formError;
  return (
    <>
      <Dialog
        open
        onClose={busy ? undefined : () => (isDirty ? setAsking(true) : onClose())}
        fullWidth
        maxWidth={maxWidth}
        aria-labelledby={titleId}
      >
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            // React bubbles events through portals: a dialog opened from inside another form
            // (the campaign wizard's New product) must not submit that form as well.
            event.stopPropagation();
            void submit(event);
          }}
          aria-labelledby={titleId}
        >
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <Box
              sx={{
                pt: 1,
                display: 'grid',
                gap: 2.5,
                gridTemplateColumns: columns === 2 ? { xs: '1fr', sm: '1fr 1fr' } : '1fr',
              }}
            >
              <FormProvider {...form}>{children}</FormProvider>
              {shownError ? (
                <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
                  {shownError}
                </Alert>
              ) : null}
            </Box>
          </DialogContent>
          <DialogActions>
            {extraActions}
            <CancelButton onClick={onClose} disabled={busy} />
            <Button
              type="submit"
              variant="contained"
              color={submitColor}
              loading={busy}
              disabled={submitDisabled}
            >
              {submitLabel}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      <DiscardChangesConfirm
        open={asking}
        content={t(
          'You changed this form and did not save it. Closing it now loses those changes.',
        )}
        onConfirm={onClose}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
