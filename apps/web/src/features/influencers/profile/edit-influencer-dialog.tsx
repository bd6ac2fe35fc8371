import {
  type InfluencerDetail,
  InfluencerStatus,
  influencerStatusLabel,
  updateInfluencerRequest,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '../../../api/errors.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerFieldErrors } from '../../../components/form/server-errors.ts';
import { allListsParams, useLists } from '../../lists/lists-api.ts';
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

const fieldNames = [
  'mediaName',
  'name',
  'firstName',
  'lastName',
  'email',
  'country',
  'language',
  'tags',
  'audiences',
  'status',
  'rating',
  'listIds',
] as const;

type EditInfluencerDialogProps = {
  open: boolean;
  influencer: InfluencerDetail;
  onClose: () => void;
};

export function EditInfluencerDialog(props: EditInfluencerDialogProps) {
  return props.open ? <EditInfluencerDialogContent {...props} /> : null;
}

function CodeSelect({
  label,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  options: CodeOption[];
  value: string | null | undefined;
  onChange: (code: string | null) => void;
  error?: string | undefined;
}) {
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
      onChange={(_, next) => onChange(next?.code ?? null)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}

function TagsInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string[] | undefined;
  onChange: (tags: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[] as string[]}
      value={value ?? []}
      onChange={(_, next) => onChange([...new Set(next.map((v) => v.trim()).filter(Boolean))])}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={t('Type and press Enter')}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}

function EditInfluencerDialogContent({
  influencer,
  onClose,
}: Omit<EditInfluencerDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
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

  const submit = form.handleSubmit((body) => {
    update.mutate(
      { id: influencer.id, body },
      {
        onSuccess: (saved) => {
          enqueueSnackbar(t('{{name}} updated', { name: saved.mediaName }), { variant: 'success' });
          onClose();
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, fieldNames)) {
            enqueueSnackbar(t(errorMessage(error)), { variant: 'error' });
          }
        },
      },
    );
  });

  const allLists = lists.data?.items ?? [];
  const grid = {
    display: 'grid',
    gap: 2.5,
    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  } as const;

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="edit-influencer-title"
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="edit-influencer-title">{t('Edit influencer')}</DialogTitle>
        <DialogContent>
          <Box sx={{ ...grid, pt: 1 }}>
            <FormTextField
              control={form.control}
              name="mediaName"
              label={t('Media name')}
              autoFocus
            />
            <FormTextField
              control={form.control}
              name="email"
              label={t('Email')}
              type="email"
              autoComplete="off"
            />
            <FormTextField control={form.control} name="firstName" label={t('First name')} />
            <FormTextField control={form.control} name="lastName" label={t('Last name')} />
            <FormTextField
              control={form.control}
              name="name"
              label={t('Full name')}
              helperText={t('Leave empty to use first and last name')}
            />
            <Controller
              control={form.control}
              name="status"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t('Status')}
                  value={field.value ?? InfluencerStatus.Active}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  {[InfluencerStatus.Active, InfluencerStatus.Suspended].map((status) => (
                    <MenuItem key={status} value={status}>
                      {t(influencerStatusLabel[status])}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={form.control}
              name="country"
              render={({ field, fieldState }) => (
                <CodeSelect
                  label={t('Country')}
                  options={countryOptions()}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="language"
              render={({ field, fieldState }) => (
                <CodeSelect
                  label={t('Language')}
                  options={languageOptions()}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="tags"
              render={({ field, fieldState }) => (
                <TagsInput
                  label={t('Tags')}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="audiences"
              render={({ field, fieldState }) => (
                <TagsInput
                  label={t('Audiences')}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
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
            <Controller
              control={form.control}
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
          </Box>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={onClose} disabled={update.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="contained" color="inherit" loading={update.isPending}>
            {t('Save changes')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
