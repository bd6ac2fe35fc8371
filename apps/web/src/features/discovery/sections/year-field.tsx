import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { type NumberFieldProps, useNumberText } from '../../../components/use-number-text.ts';
import { MAX_RELEASE_YEAR, MIN_RELEASE_YEAR } from '../logic/game-search.ts';

/** A whole year in range; null when empty, undefined for anything else. */
function parseYear(text: string): number | null | undefined {
  if (text === '') return null;
  const year = Number(text);
  return /^\d{4}$/.test(text) && year >= MIN_RELEASE_YEAR && year <= MAX_RELEASE_YEAR
    ? year
    : undefined;
}

/** A release year, committed once it is a whole year in range (or emptied). */
export function YearField({ label, value, onCommit }: NumberFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useNumberText(value, parseYear);
  const valid = parseYear(text) !== undefined;
  return (
    <TextField
      label={label}
      value={text}
      placeholder={t('Any')}
      error={!valid}
      onChange={(e) => {
        const next = e.target.value.trim();
        setText(next);
        const year = parseYear(next);
        if (year !== undefined) onCommit(year ?? undefined);
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', maxLength: 4, 'aria-invalid': !valid },
      }}
      sx={{ width: 136 }}
    />
  );
}
