import { BlocklistKind, blocklistKindLabel, createBlocklistEntryRequest } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { formFields } from '../../../components/form/form-fields.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { useLabelledOptions } from '../../../components/use-labelled-options.ts';
import { useCreateBlocklistEntry } from '../api/live-capture-queries.ts';

type EntryInput = z.input<typeof createBlocklistEntryRequest>;
type EntryOutput = z.output<typeof createBlocklistEntryRequest>;

const valueHint: Record<
  BlocklistKind,
  { label: string; placeholder: string; description: string }
> = {
  email: {
    label: 'Email',
    placeholder: 'name@example.com',
    description: 'This exact address.',
  },
  emailDomain: {
    label: 'Email domain',
    placeholder: 'example.com',
    description: 'Every address at this domain.',
  },
  channel: {
    label: 'Channel link',
    placeholder: 'https://www.youtube.com/@…',
    description: 'A YouTube or Twitch channel, by its link.',
  },
};

/** Settings > Live capture blocklist: block an email, an email domain or a channel. */
export function BlocklistEntryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const kindOptions = useLabelledOptions(Object.values(BlocklistKind), blocklistKindLabel);
  const create = useCreateBlocklistEntry();
  const form = useForm<EntryInput, unknown, EntryOutput>({
    resolver: zodResolver(createBlocklistEntryRequest),
    defaultValues: { kind: BlocklistKind.Email, value: '', note: '' },
  });
  const fields = formFields(form);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const hint = valueHint[kind];

  const submit = async (body: EntryOutput) => {
    const saved = await create.mutateAsync(body);
    return t('{{value}} blocked', { value: saved.value });
  };

  return (
    <FormDialog
      form={form}
      title={t('Block from lead magnets')}
      submitLabel={t('Block')}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <fields.Select name="kind" label={t('Kind')} options={kindOptions} />
      <fields.Text
        name="value"
        label={t(hint.label)}
        placeholder={hint.placeholder}
        helperText={t(hint.description)}
        autoFocus
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <fields.Text
        name="note"
        label={t('Note')}
        helperText={t('Why, for the team; the creator never sees it.')}
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}
