import { type ListItem, listMessages } from '@app/contract';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors.ts';
import { allListsParams, useLists, useMergeLists } from './lists-api.ts';

type MergeListsDialogProps = { open: boolean; source: ListItem | null; onClose: () => void };

/** SPEC 2 "merging lists": every member of the source joins the target, then the source goes. */
export function MergeListsDialog(props: MergeListsDialogProps) {
  return props.open ? (
    <MergeListsDialogContent source={props.source} onClose={props.onClose} />
  ) : null;
}

function MergeListsDialogContent({
  source: initialSource,
  onClose,
}: Omit<MergeListsDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const lists = useLists(allListsParams);
  const merge = useMergeLists();
  const [source, setSource] = useState<ListItem | null>(initialSource);
  const [target, setTarget] = useState<ListItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const options = lists.data?.items ?? [];
  const same = source !== null && target !== null && source.id === target.id;

  const submit = () => {
    if (!source || !target) {
      setError(t('Choose both lists'));
      return;
    }
    if (same) {
      setError(t(listMessages.mergeIntoItself));
      return;
    }
    merge.mutate(
      { id: source.id, targetId: target.id },
      {
        onSuccess: (saved) => {
          enqueueSnackbar(
            t('Merged "{{source}}" into "{{target}}": {{count}} members', {
              source: source.name,
              target: saved.name,
              count: saved.itemsCount,
            }),
            { variant: 'success' },
          );
          onClose();
        },
        onError: (e) => setError(t(errorMessage(e))),
      },
    );
  };

  const picker = (
    label: string,
    value: ListItem | null,
    onChange: (list: ListItem | null) => void,
    exclude?: ListItem | null,
  ) => (
    <Autocomplete
      options={options.filter((o) => o.id !== exclude?.id)}
      value={value}
      onChange={(_, next) => {
        setError(null);
        onChange(next);
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
    <Dialog
      open
      onClose={merge.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="merge-lists-title"
    >
      <DialogTitle id="merge-lists-title">{t('Merge lists')}</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 3 }}>
          {t(
            'Every creator in the first list joins the second; then the first list is deleted. Creators in both are kept once.',
          )}
        </DialogContentText>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
          {picker(t('Merge this list'), source, setSource, target)}
          <ArrowDownward sx={{ alignSelf: 'center', color: 'text.disabled' }} aria-hidden />
          {picker(t('Into this list'), target, setTarget, source)}
        </Box>
        {error ? (
          <Alert severity="error" sx={{ mt: 2.5 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={merge.isPending}>
          {t('Cancel')}
        </Button>
        <Button
          variant="contained"
          color="inherit"
          onClick={submit}
          loading={merge.isPending}
          disabled={!source || !target}
        >
          {t('Merge')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
