import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

type SearchFieldProps = {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The accessible name (the field shows no label); tests find it as a searchbox. */
  ariaLabel: string;
  /** Flex basis in px: the field grows from here to fill its toolbar row. */
  basis?: number;
};

/** The search box of a list toolbar: magnifier, placeholder, type=search. */
export function SearchField({
  value,
  onChange,
  placeholder,
  ariaLabel,
  basis = 260,
}: SearchFieldProps) {
  return (
    <TextField
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      sx={{ flex: `1 1 ${basis}px` }}
      slotProps={{
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
