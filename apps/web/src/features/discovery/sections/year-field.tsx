import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RELEASE_YEAR, MIN_RELEASE_YEAR } from '../logic/game-search.ts';

type YearFieldProps = {
  label: string;
  value: number | undefined;
  onCommit: (year: number | undefined) => void;
};

/** A release year, committed once it is a whole year in range (or emptied). */
export function YearField({ label, value, onCommit }: YearFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => setText(value === undefined ? '' : String(value)), [value]);
  const year = Number(text);
  const valid =
    text === '' || (/^\d{4}$/.test(text) && year >= MIN_RELEASE_YEAR && year <= MAX_RELEASE_YEAR);
  return (
    <TextField
      label={label}
      value={text}
      placeholder={t('Any')}
      error={!valid}
      onChange={(e) => {
        const next = e.target.value.trim();
        setText(next);
        const n = Number(next);
        if (next === '') onCommit(undefined);
        else if (/^\d{4}$/.test(next) && n >= MIN_RELEASE_YEAR && n <= MAX_RELEASE_YEAR)
          onCommit(n);
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', maxLength: 4, 'aria-invalid': !valid },
      }}
      sx={{ width: 136 }}
    />
  );
}
