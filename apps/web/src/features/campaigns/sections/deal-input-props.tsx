import InputAdornment from '@mui/material/InputAdornment';

// The slotProps of the number inputs for a deal, in the campaign settings and the Approve and
// Pay dialogs alike. Amounts are US dollars (format/money.ts); the input modes bring up the
// phone's number pad, with a decimal point for amounts only.

/** An amount in dollars and cents, "$" before it. */
export const dollarInputSlotProps = {
  htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
} as const;

/** A whole number of 0 or more, e.g. the number of posts. */
export const countInputSlotProps = {
  htmlInput: { min: 0, step: 1, inputMode: 'numeric' },
} as const;
