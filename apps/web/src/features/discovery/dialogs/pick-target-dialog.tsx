import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CancelButton } from '../../../components/cancel-button.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';

export type TargetOption = { id: number; name: string; detail?: string };

/** What opens a picker: how many creators are picked, and what to do with the target chosen. */
export type PickerProps = {
  count: number;
  busy: boolean;
  onSubmit: (target: TargetOption) => void;
  onClose: () => void;
};

type PickTargetDialogProps = Omit<PickerProps, 'count'> & {
  /** Names the dialog and its submit button alike, e.g. "Add to list". */
  title: string;
  /** What happens, e.g. "3 creators go into the campaign as Pending." */
  description: string;
  fieldLabel: string;
  options: TargetOption[];
  loading: boolean;
  emptyText: string;
};

/** Choose one list or campaign for the selected creators. */
export function PickTargetDialog({
  title,
  description,
  fieldLabel,
  options,
  loading,
  emptyText,
  busy,
  onSubmit,
  onClose,
}: PickTargetDialogProps) {
  const [picked, setPicked] = useState<TargetOption | null>(null);
  return (
    <TitledDialog title={title} busy={busy} onClose={onClose} maxWidth="xs">
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 2.5 }}>
          {description}
        </DialogContentText>
        <Box sx={{ pt: 0.5 }}>
          <Autocomplete<TargetOption>
            options={options}
            value={picked}
            onChange={(_, next) => setPicked(next)}
            loading={loading}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={emptyText}
            renderOption={({ key, ...props }, option) => (
              <Box component="li" key={key} {...props}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" noWrap dir="auto">
                    {option.name}
                  </Typography>
                  {option.detail ? (
                    <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap>
                      {option.detail}
                    </Typography>
                  ) : null}
                </Box>
              </Box>
            )}
            renderInput={(params) => <TextField {...params} label={fieldLabel} autoFocus />}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <CancelButton onClick={onClose} disabled={busy} />
        <Button
          variant="contained"
          disabled={!picked}
          loading={busy}
          onClick={() => picked && onSubmit(picked)}
        >
          {title}
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
