import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** The look-backs offered (PRODUCT.md's chart periods). */
export const DAY_CHOICES = [7, 14, 30, 90, 365] as const;

type DaysSelectProps = {
  label: string;
  value: number | null;
  onChange: (days: number | null) => void;
  /** Offer "Any time" (no filter): the last-active filter does, a game's look-back does not. */
  allowAny?: boolean;
  disabled?: boolean;
};

/** "Within the last N days" as a small select. */
export function DaysSelect({ label, value, onChange, allowAny, disabled }: DaysSelectProps) {
  const { t } = useTranslation();
  const choices: number[] = [...DAY_CHOICES];
  // A hand-written link may carry another number: keep it selectable rather than blank.
  if (value !== null && !choices.includes(value)) choices.push(value);
  return (
    <TextField
      select
      label={label}
      value={value === null ? '' : String(value)}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      fullWidth
    >
      {allowAny ? <MenuItem value="">{t('Any time')}</MenuItem> : null}
      {choices.map((days) => (
        <MenuItem key={days} value={String(days)}>
          {days === 365 ? t('Last year') : t('Last {{count}} days', { count: days })}
        </MenuItem>
      ))}
    </TextField>
  );
}
