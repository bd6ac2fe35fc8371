import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ReactNode, type Ref, useId } from 'react';

type OutlinedFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  inputMode?: 'email' | 'text' | 'tel';
  endAdornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A labelled outlined input without TextField: TextField pulls Select, Menu, Popover and Modal
 * into the bundle, and the login route has a size budget.
 */
export function OutlinedField(props: OutlinedFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth variant="outlined" error={Boolean(props.error)}>
      <InputLabel htmlFor={id} shrink>
        {props.label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        inputRef={props.inputRef}
        label={props.label}
        notched
        type={props.type}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        placeholder={props.placeholder}
        endAdornment={props.endAdornment}
        inputProps={{
          inputMode: props.inputMode,
          'aria-invalid': Boolean(props.error),
          'aria-describedby': props.error ? helperId : undefined,
        }}
      />
      {props.error ? <FormHelperText id={helperId}>{props.error}</FormHelperText> : null}
    </FormControl>
  );
}
