import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ComponentType } from 'react';
import type { NumberFieldProps } from '../../../components/use-number-text.ts';
import type { CountRange } from '../logic/creator-search.ts';

type RangeFieldsProps = {
  /** The field of one end: a count ("12k") or a year. */
  field: ComponentType<NumberFieldProps>;
  labels: [min: string, max: string];
  value: CountRange;
  onChange: (range: CountRange) => void;
  sx?: SxProps<Theme>;
};

/** A range's two ends side by side; each end commits into the range, keeping the other. */
export function RangeFields({ field: Field, labels, value, onChange, sx }: RangeFieldsProps) {
  return (
    <Box sx={sx ?? { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.25 }}>
      <Field label={labels[0]} value={value.min} onCommit={(min) => onChange({ ...value, min })} />
      <Field label={labels[1]} value={value.max} onCommit={(max) => onChange({ ...value, max })} />
    </Box>
  );
}
