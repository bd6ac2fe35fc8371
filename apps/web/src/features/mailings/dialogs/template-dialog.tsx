import { type MailingTemplate, mailAttachment, saveMailingTemplateRequest } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { formFields } from '../../../components/form/form-fields.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { DiscardChangesDialog, useUnsavedGuard } from '../../email-templates/index.ts';
import { useSaveMailingTemplate } from '../api/mailings-api.ts';
import { AttachmentsField } from '../sections/attachments-field.tsx';
import { MailBodyField } from '../sections/mail-body-field.tsx';

// The contract's request, with the attachments as the dialog shows them (name and size).
const schema = saveMailingTemplateRequest
  .omit({ attachmentIds: true })
  .extend({ attachments: z.array(mailAttachment).max(10) });
type TemplateInput = z.input<typeof schema>;
type TemplateOutput = z.output<typeof schema>;

/**
 * Add (`template` null) or edit a mailing template: name, description, subject, body with
 * the mailing variables, attachments. A taken name shows on the name field. Unsaved changes
 * warn before Escape, a click beside the dialog, or leaving the page (SPEC 5).
 */
export function TemplateDialog({
  template,
  onClose,
}: {
  template: MailingTemplate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveMailingTemplate();
  const form = useForm<TemplateInput, unknown, TemplateOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: template?.name ?? '',
      description: template?.description ?? '',
      subject: template?.subject ?? '',
      body: template?.body ?? '',
      attachments: template?.attachments ?? [],
    },
  });
  const fields = formFields(form);
  const guard = useUnsavedGuard(form.formState.isDirty && !form.formState.isSubmitSuccessful, [
    'tab',
  ]);

  const submit = async ({ attachments, description, ...rest }: TemplateOutput) => {
    const body = {
      ...rest,
      description: description?.trim() ? description.trim() : null,
      attachmentIds: attachments.map((a) => a.id),
    };
    const saved = await save.mutateAsync({ id: template?.id ?? null, body });
    return template
      ? t('Template "{{name}}" saved', { name: saved.name })
      : t('Template "{{name}}" created', { name: saved.name });
  };

  return (
    <>
      <FormDialog
        form={form}
        title={template ? t('Edit template') : t('New template')}
        submitLabel={template ? t('Save changes') : t('Create template')}
        onSubmit={submit}
        onClose={onClose}
        maxWidth="md"
      >
        <fields.Text name="name" label={t('Name')} required autoFocus />
        <fields.Text
          name="description"
          label={t('Description')}
          helperText={t('What the template is for; only the team sees it')}
        />
        <fields.Text
          name="subject"
          label={t('Subject')}
          required
          slotProps={{ htmlInput: { dir: 'auto' } }}
        />
        <fields.Field
          name="body"
          render={({ field, fieldState }) => (
            <MailBodyField
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              helperText={t('Variables are filled in for each creator when the template is used.')}
            />
          )}
        />
        <fields.Field
          name="attachments"
          render={({ field }) => <AttachmentsField value={field.value} onChange={field.onChange} />}
        />
      </FormDialog>
      <DiscardChangesDialog guard={guard} />
    </>
  );
}
