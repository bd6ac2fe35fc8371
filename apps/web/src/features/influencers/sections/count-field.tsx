import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/use-debounced-value.ts';
import { parseCount } from '../../../format/format.ts';

type CountFieldProps = {
  label: string;
  value: number | undefined;
  onCommit: (value: number | undefined) => void;
};

/** A count typed as "12k" or "1.5M", committed after a pause; junk shows an error. */
export function CountField({ label, value, onCommit }: CountFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const debounced = useDebouncedValue(text, 400);
  const parsed = parseCount(text);

  // Follow changes from outside (reset, a saved view).
  useEffect(() => {
    setText((current) => {
      const mine = parseCount(current);
      return (mine ?? undefined) === value ? current : value === undefined ? '' : String(value);
    });
  }, [value]);

  // Commit when the typing pauses; the latest value and callback are read, not watched.
  const latest = useRef({ value, onCommit });
  latest.current = { value, onCommit };
  useEffect(() => {
    const next = parseCount(debounced);
    if (next === undefined) return;
    const committed = next ?? undefined;
    if (committed !== latest.current.value) latest.current.onCommit(committed);
  }, [debounced]);

  return (
    <TextField
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      error={parsed === undefined}
      helperText={parsed === undefined ? t('Type a number, e.g. 10k or 1.5M') : undefined}
      placeholder={t('Any')}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'decimal' } }}
      fullWidth
    />
  );
}
