import { createTableViewRequest } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BadRequestError, errorMessage } from '../../../api/errors.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { formFields } from '../../../components/form/form-fields.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { mountedWhileOpen } from '../../../components/mounted-while-open.tsx';

const nameSchema = createTableViewRequest.pick({ name: true });
type NameInput = z.input<typeof nameSchema>;
type NameOutput = z.output<typeof nameSchema>;

type SaveViewDialogProps = {
  open: boolean;
  mode: 'create' | 'rename';
  initialName?: string;
  pending: boolean;
  onClose: () => void;
  /**
   * Saves under the name and resolves to what the success toast says; a rejection (the name
   * is taken, ...) shows on the name field.
   */
  onSubmit: (name: string) => Promise<string>;
};

export const SaveViewDialog = mountedWhileOpen(SaveViewDialogContent);

function SaveViewDialogContent({
  mode,
  initialName = '',
  pending,
  onClose,
  onSubmit,
}: SaveViewDialogProps) {
  const { t } = useTranslation();
  const form = useForm<NameInput, unknown, NameOutput>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name: initialName },
  });
  const fields = formFields(form);

  const submit = async ({ name }: NameOutput) => {
    try {
      return await onSubmit(name);
    } catch (error) {
      const message =
        error instanceof BadRequestError && error.fields.name
          ? error.fields.name
          : errorMessage(error);
      form.setError('name', { type: 'server', message: t(message) }, { shouldFocus: true });
      return null;
    }
  };

  return (
    <FormDialog
      form={form}
      title={mode === 'create' ? t('Save view') : t('Rename view')}
      submitLabel={mode === 'create' ? t('Save view') : t('Rename')}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      {mode === 'create' ? (
        <DialogContentText variant="body2">
          {t('Saves the current filters, search, columns and sort under a name only you see.')}
        </DialogContentText>
      ) : null}
      <fields.Text name="name" label={t('View name')} autoFocus />
    </FormDialog>
  );
}
