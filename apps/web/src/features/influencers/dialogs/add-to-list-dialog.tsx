import type { ListItem } from '@app/contract';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { CancelButton } from '../../../components/cancel-button.tsx';
import { mountedWhileOpen } from '../../../components/mounted-while-open.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { useBulkToast } from '../../../components/use-bulk-toast.ts';
import { allListsParams, useCreateList, useLists } from '../../lists/index.ts';
import { useAddToLists } from '../api/influencers-api.ts';

type AddToListDialogProps = {
  open: boolean;
  ids: number[];
  onClose: () => void;
  onDone: () => void;
};

type Option = ListItem | { create: string };
const filter = createFilterOptions<Option>({
  stringify: (o) => ('create' in o ? o.create : o.name),
});

export const AddToListDialog = mountedWhileOpen(AddToListDialogContent);

function AddToListDialogContent({ ids, onClose, onDone }: AddToListDialogProps) {
  const { t } = useTranslation();
  const bulkToast = useBulkToast();
  const lists = useLists(allListsParams);
  const createList = useCreateList();
  const addToLists = useAddToLists();
  const [selected, setSelected] = useState<ListItem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const pending = addToLists.isPending || createList.isPending;

  const choose = async (next: Option[]) => {
    setError(null);
    const created = next.find((o): o is { create: string } => 'create' in o);
    const kept = next.filter((o): o is ListItem => !('create' in o));
    if (!created) {
      setSelected(kept);
      return;
    }
    try {
      const list = await createList.mutateAsync({ name: created.create, description: null });
      setSelected([...kept, list]);
    } catch (e) {
      setError(t(errorMessage(e)));
    }
  };

  const submit = () => {
    if (!selected.length) {
      setError(t('Choose at least one list'));
      return;
    }
    addToLists.mutate(
      { ids, listIds: selected.map((l) => l.id) },
      {
        onSuccess: ({ results }) => {
          bulkToast('add', results);
          onDone();
          onClose();
        },
        onError: (e) => setError(t(errorMessage(e))),
      },
    );
  };

  return (
    <TitledDialog title={t('Add to list')} busy={pending} onClose={onClose} maxWidth="xs">
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 2.5 }}>
          {t('{{count}} creator(s) selected. Creators already in a list stay there once.', {
            count: ids.length,
          })}
        </DialogContentText>
        <Box sx={{ pt: 0.5 }}>
          <Autocomplete<Option, true>
            multiple
            options={lists.data?.items ?? []}
            value={selected}
            loading={lists.isPending || createList.isPending}
            onChange={(_, next) => void choose(next)}
            getOptionLabel={(o) =>
              'create' in o ? t('Create list "{{name}}"', { name: o.create }) : o.name
            }
            isOptionEqualToValue={(a, b) => !('create' in a) && !('create' in b) && a.id === b.id}
            filterSelectedOptions
            filterOptions={(options, params) => {
              const found = filter(options, params);
              const typed = params.inputValue.trim();
              const exists = options.some(
                (o) => !('create' in o) && o.name.toLowerCase() === typed.toLowerCase(),
              );
              if (typed && !exists) found.push({ create: typed });
              return found;
            }}
            noOptionsText={t('No lists yet: type a name to create one')}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('Lists')}
                autoFocus
                error={Boolean(error)}
                helperText={error ?? t('Pick lists, or type a new name to create one')}
              />
            )}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <CancelButton onClick={onClose} disabled={pending} />
        <Button variant="contained" onClick={submit} loading={addToLists.isPending}>
          {t('Add to list')}
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
