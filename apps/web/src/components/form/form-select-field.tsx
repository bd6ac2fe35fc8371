import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';

export type FormSelectFieldProps<T extends FieldValues, TOut extends FieldValues> = Omit<
  FormTextFieldProps<T, TOut>,
  'select' | 'toValue'
> & {
  options: readonly { value: string | number; label: ReactNode }[];
};

/** A select bound to react-hook-form; the field's message shows as helper text. */
export function FormSelectField<T extends FieldValues = never, TOut extends FieldValues = T>({
  options,
  ...rest
}: FormSelectFieldProps<T, TOut>) {
  return (
    <FormTextField
      {...rest}
      select
      // The DOM may hand a number back as a string: keep the option's own value.
      toValue={(text) => options.find((o) => String(o.value) === text)?.value ?? text}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
