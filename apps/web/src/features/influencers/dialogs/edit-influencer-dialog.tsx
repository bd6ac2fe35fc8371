import {
  type InfluencerDetail,
  InfluencerStatus,
  influencerStatusLabel,
  updateInfluencerRequest,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { formFields } from '../../../components/form/form-fields.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { mountedWhileOpen } from '../../../components/mounted-while-open.tsx';
import { useLabelledOptions } from '../../../components/use-labelled-options.ts';
import { allListsParams, useLists } from '../../lists/index.ts';
import { useUpdateInfluencer } from '../api/influencers-api.ts';
import { type CodeOption, countryOptions, languageOptions } from '../logic/locale-names.ts';

// The contract's update schema; an emptied email field means "no email", not "".
const blankToNull = (v: unknown) => (v === '' ? null : v);
const editSchema = updateInfluencerRequest
  .pick({
    mediaName: true,
    name: true,
    firstName: true,
    lastName: true,
    country: true,
    language: true,
    tags: true,
    audiences: true,
    status: true,
    rating: true,
    listIds: true,
  })
  .extend({ email: z.preprocess(blankToNull, updateInfluencerRequest.shape.email) });

type EditInput = z.input<typeof editSchema>;
type EditOutput = z.output<typeof editSchema>;
type EditControl = Control<EditInput, unknown, EditOutput>;

type EditInfluencerDialogProps = {
  open: boolean;
  influencer: InfluencerDetail;
  onClose: () => void;
};

export const EditInfluencerDialog = mountedWhileOpen(EditInfluencerDialogContent);

/** A country or language: picked by name, stored as its code. */
function CodeField({
  control,
  name,
  label,
  options,
}: {
  control: EditControl;
  name: 'country' | 'language';
  label: string;
  options: CodeOption[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value;
        const selected = value
          ? (options.find((o) => o.code === value.toUpperCase() || o.code === value) ?? {
              code: value,
              name: value,
            })
          : null;
        return (
          <Autocomplete
            options={options}
            value={selected}
            onChange={(_, next) => field.onChange(next?.code ?? null)}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.code === b.code}
            renderInput={(params) => (
              <TextField
                {...params}
                label={label}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        );
      }}
    />
  );
}

/** Free words, each once: typed and confirmed with Enter. */
function WordsField({
  control,
  name,
  label,
}: {
  control: EditControl;
  name: 'tags' | 'audiences';
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          freeSolo
          options={[] as string[]}
          value={field.value ?? []}
          onChange={(_, next) =>
            field.onChange([...new Set(next.map((v) => v.trim()).filter(Boolean))])
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              placeholder={t('Type and press Enter')}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}

function EditInfluencerDialogContent({ influencer, onClose }: EditInfluencerDialogProps) {
  const { t } = useTranslation();
  const statusOptions = useLabelledOptions(
    [InfluencerStatus.Active, InfluencerStatus.Suspended],
    influencerStatusLabel,
  );
  const update = useUpdateInfluencer();
  const lists = useLists(allListsParams);
  const form = useForm<EditInput, unknown, EditOutput>({
    resolver: zodResolver(editSchema),
    defaultValues: {
      mediaName: influencer.mediaName,
      name: influencer.name ?? '',
      firstName: influencer.firstName ?? '',
      lastName: influencer.lastName ?? '',
      email: influencer.email ?? '',
      country: influencer.country,
      language: influencer.language,
      tags: influencer.tags,
      audiences: influencer.audiences,
      status: influencer.status,
      rating: influencer.rating,
      listIds: influencer.lists.map((l) => l.id),
    },
  });
  const fields = formFields(form);

  const submit = async (body: EditOutput) => {
    const saved = await update.mutateAsync({ id: influencer.id, body });
    return t('{{name}} updated', { name: saved.mediaName });
  };

  const allLists = lists.data?.items ?? [];
  return (
    <FormDialog
      form={form}
      title={t('Edit influencer')}
      submitLabel={t('Save changes')}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
      columns={2}
    >
      <fields.Text name="mediaName" label={t('Media name')} autoFocus />
      <fields.Text name="email" label={t('Email')} type="email" autoComplete="off" />
      <fields.Text name="firstName" label={t('First name')} />
      <fields.Text name="lastName" label={t('Last name')} />
      <fields.Text
        name="name"
        label={t('Full name')}
        helperText={t('Leave empty to use first and last name')}
      />
      <fields.Select name="status" label={t('Status')} options={statusOptions} />
      <CodeField
        control={form.control}
        name="country"
        label={t('Country')}
        options={countryOptions()}
      />
      <CodeField
        control={form.control}
        name="language"
        label={t('Language')}
        options={languageOptions()}
      />
      <WordsField control={form.control} name="tags" label={t('Tags')} />
      <WordsField control={form.control} name="audiences" label={t('Audiences')} />
      <fields.Field
        name="listIds"
        render={({ field }) => (
          <Autocomplete
            multiple
            options={allLists}
            value={allLists.filter((l) => field.value?.includes(l.id))}
            onChange={(_, next) => field.onChange(next.map((l) => l.id))}
            getOptionLabel={(l) => l.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={lists.isPending}
            renderInput={(params) => <TextField {...params} label={t('Lists')} />}
          />
        )}
      />
      <fields.Field
        name="rating"
        render={({ field }) => (
          <FormControl component="fieldset">
            <FormLabel component="legend" sx={{ typography: 'caption', mb: 0.5 }}>
              {t('Rating')}
            </FormLabel>
            <Rating
              name="rating"
              value={field.value ?? null}
              onChange={(_, value) => field.onChange(value)}
            />
          </FormControl>
        )}
      />
    </FormDialog>
  );
}
