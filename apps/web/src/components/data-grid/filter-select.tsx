import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export type FilterOption<V extends string | number> = { value: V; label: string };

type FilterSelectProps<V extends string | number> = {
  label: string;
  /** '' is "all": no filter. */
  value: V | '';
  onChange: (value: V | '') => void;
  /** The first item, meaning no filter, e.g. "All platforms". */
  allLabel: string;
  options: readonly FilterOption<V>[];
  /** Width in px from the sm breakpoint up; the field takes the whole row on phones, and
   * without a width everywhere (a filter panel's column). */
  width?: number;
  size?: 'small' | 'medium';
};

/** A list toolbar's filter: a select whose empty value reads "All …" rather than blank. */
export function FilterSelect<V extends string | number>({
  label,
  value,
  onChange,
  allLabel,
  options,
  width,
  size,
}: FilterSelectProps<V>) {
  return (
    <TextField
      select
      size={size}
      label={label}
      value={value}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      onChange={(e) => {
        // The DOM may hand a number back as a string: match it to the option it came from.
        const picked = options.find((o) => String(o.value) === String(e.target.value));
        onChange(picked ? picked.value : '');
      }}
      sx={{ width: { xs: 1, sm: width ?? 1 } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
