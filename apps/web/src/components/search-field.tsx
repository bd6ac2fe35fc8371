import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

export type SearchFieldProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The accessible name; tests find the field as a searchbox by it. */
  ariaLabel: string;
  /** A visible label above the field, where the placeholder alone says too little. */
  label?: string;
  /** Flex basis in px: the field grows from here to fill its toolbar row. */
  basis?: number;
  /** The whole width of a dialog or panel, rather than a toolbar's row. */
  fullWidth?: boolean;
  autoFocus?: boolean;
};

/** The search box of a list toolbar: magnifier, placeholder, type=search. */
export function SearchField({
  value,
  onChange,
  placeholder,
  ariaLabel,
  label,
  basis = 260,
  fullWidth,
  autoFocus,
}: SearchFieldProps) {
  return (
    <TextField
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      label={label}
      fullWidth={fullWidth}
      autoFocus={autoFocus}
      sx={fullWidth ? undefined : { flex: `1 1 ${basis}px` }}
      slotProps={{
        inputLabel: label ? { shrink: true } : undefined,
        htmlInput: { 'aria-label': ariaLabel, type: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search sx={{ color: 'text.disabled' }} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
