import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/use-debounced-value.ts';
import { type NumberFieldProps, useNumberText } from '../../../components/use-number-text.ts';
import { parseCount } from '../../../format/format.ts';

/** A count typed as "12k" or "1.5M", committed after a pause; junk shows an error. */
export function CountField({ label, value, onCommit }: NumberFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useNumberText(value, parseCount);
  const debounced = useDebouncedValue(text, 400);
  const parsed = parseCount(text);

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
