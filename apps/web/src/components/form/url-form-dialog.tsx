import { zodResolver } from '@hookform/resolvers/zod';
import type { TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from './form-dialog.tsx';
import { FormTextField } from './form-text-field.tsx';
import { useForm } from './use-form.ts';

type UrlValues = { url: string };

type UrlFormDialogProps = {
  /** Names the dialog and its submit button alike, e.g. "Add channel". */
  title: string;
  /** The contract's `{ url }` request schema. */
  schema: z.ZodType<UrlValues, UrlValues>;
  /** The URL field's label, placeholder, helper text and input props. */
  field: Omit<TextFieldProps, 'name' | 'value' | 'onChange'>;
  /** A sentence above the field. */
  intro?: ReactNode;
  /** Saves the link and resolves to what the success toast says. */
  onSave: (url: string) => Promise<string>;
  /** The message a failed save shows on the field, or null to show the error for the form. */
  urlError: (error: unknown) => string | null;
  onClose: () => void;
};

/** A dialog that takes one pasted link (a channel, a video) and says on the field what is wrong. */
export function UrlFormDialog({
  title,
  schema,
  field,
  intro,
  onSave,
  urlError,
  onClose,
}: UrlFormDialogProps) {
  const { t } = useTranslation();
  const form = useForm<UrlValues>({ resolver: zodResolver(schema), defaultValues: { url: '' } });

  const submit = async ({ url }: UrlValues) => {
    try {
      return await onSave(url);
    } catch (error) {
      const message = urlError(error);
      if (message === null) throw error;
      form.setError('url', { type: 'server', message: t(message) }, { shouldFocus: true });
      return null;
    }
  };

  return (
    <FormDialog form={form} title={title} submitLabel={title} onSubmit={submit} onClose={onClose}>
      {intro}
      <FormTextField control={form.control} name="url" autoFocus {...field} />
    </FormDialog>
  );
}
