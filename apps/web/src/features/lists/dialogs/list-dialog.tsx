import { createListRequest, type ListItem } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { formFields } from '../../../components/form/form-fields.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { useCreateList, useUpdateList } from '../api/lists-api.ts';

type ListInput = z.input<typeof createListRequest>;
type ListOutput = z.output<typeof createListRequest>;

/** Create a list (`list` null) or rename one. Mounted only while open: each opening starts afresh. */
export function ListDialog({ list, onClose }: { list: ListItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateList();
  const update = useUpdateList();
  const form = useForm<ListInput, unknown, ListOutput>({
    resolver: zodResolver(createListRequest),
    defaultValues: { name: list?.name ?? '', description: list?.description ?? '' },
  });
  const fields = formFields(form);

  // A taken name comes back on `fields.name`, so FormDialog shows it under the name.
  const submit = async (body: ListOutput) => {
    const saved = list
      ? await update.mutateAsync({ id: list.id, body })
      : await create.mutateAsync(body);
    return list
      ? t('List "{{name}}" saved', { name: saved.name })
      : t('List "{{name}}" created', { name: saved.name });
  };

  return (
    <FormDialog
      form={form}
      title={list ? t('Rename list') : t('New list')}
      submitLabel={list ? t('Save changes') : t('Create list')}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <fields.Text name="name" label={t('List name')} autoFocus />
      <fields.Text name="description" label={t('Description')} multiline minRows={2} />
    </FormDialog>
  );
}
