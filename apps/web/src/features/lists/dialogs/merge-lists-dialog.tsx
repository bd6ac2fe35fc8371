import { type ListItem, listMessages } from '@app/contract';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { allListsParams, useLists, useMergeLists } from '../api/lists-api.ts';

type MergeValues = { source: ListItem | null; target: ListItem | null };

/**
 * SPEC 2 "merging lists": every member of the source joins the target, then the source goes.
 * `source` is preselected when opened from a list's menu. Mounted only while open.
 */
export function MergeListsDialog({
  source: initialSource,
  onClose,
}: {
  source: ListItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lists = useLists(allListsParams);
  const merge = useMergeLists();
  const form = useForm<MergeValues>({ defaultValues: { source: initialSource, target: null } });
  const [source, target] = useWatch({ control: form.control, name: ['source', 'target'] });
  const [error, setError] = useState<string | null>(null);
  const options = lists.data?.items ?? [];

  // The pickers already keep the two apart and the button waits for both: a safety net.
  const submit = async (values: MergeValues) => {
    const { source, target } = values;
    const problem =
      !source || !target
        ? t('Choose both lists')
        : source.id === target.id
          ? t(listMessages.mergeIntoItself)
          : null;
    setError(problem);
    if (problem || !source || !target) return null;
    const saved = await merge.mutateAsync({ id: source.id, targetId: target.id });
    return t('Merged "{{source}}" into "{{target}}": {{count}} members', {
      source: source.name,
      target: saved.name,
      count: saved.itemsCount,
    });
  };

  const picker = (label: string, name: keyof MergeValues, exclude: ListItem | null) => (
    <Autocomplete
      options={options.filter((o) => o.id !== exclude?.id)}
      value={name === 'source' ? source : target}
      onChange={(_, next) => {
        setError(null);
        form.setValue(name, next, { shouldDirty: true });
      }}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={lists.isPending}
      renderOption={({ key, ...props }, option) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
        >
          <span>{option.name}</span>
          <Box component="span" sx={{ color: 'text.secondary', typography: 'caption' }}>
            {t('{{count}} members', { count: option.itemsCount })}
          </Box>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );

  return (
    <FormDialog
      form={form}
      title={t('Merge lists')}
      submitLabel={t('Merge')}
      submitDisabled={!source || !target}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
      error={error}
    >
      <DialogContentText variant="body2">
        {t(
          'Every creator in the first list joins the second; then the first list is deleted. Creators in both are kept once.',
        )}
      </DialogContentText>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
        {picker(t('Merge this list'), 'source', target)}
        <ArrowDownward sx={{ alignSelf: 'center', color: 'text.disabled' }} aria-hidden />
        {picker(t('Into this list'), 'target', source)}
      </Box>
    </FormDialog>
  );
}
