import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

type PickerInputProps = {
  params: AutocompleteRenderInputParams;
  label: string;
  /** Shown while nothing is picked; '' once chips fill the field. */
  placeholder: string;
};

/** A search filter's multi-pick field: the label stays up, so the placeholder can show. */
export function PickerInput({ params, label, placeholder }: PickerInputProps) {
  return (
    <TextField
      {...params}
      label={label}
      placeholder={placeholder}
      slotProps={{
        ...params.slotProps,
        inputLabel: { ...params.slotProps.inputLabel, shrink: true },
      }}
    />
  );
}
