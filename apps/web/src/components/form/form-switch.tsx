import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { SettingSwitch } from '../setting-switch.tsx';

export type FormSwitchProps<T extends FieldValues, TOut extends FieldValues> = {
  name: NoInfer<FieldPath<T>>;
  /** Left out, the form around it (FormProvider); see FormTextField. */
  control?: Control<T, unknown, TOut>;
  label: ReactNode;
  description?: ReactNode;
  sx?: SxProps<Theme>;
};

/**
 * An on/off setting bound to react-hook-form: a Switch with its label, or with a title and a
 * sentence under it when `description` is given.
 */
export function FormSwitch<T extends FieldValues = never, TOut extends FieldValues = T>({
  name,
  control,
  label,
  description,
  sx,
}: FormSwitchProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SettingSwitch
          checked={Boolean(field.value)}
          onChange={field.onChange}
          label={label}
          description={description}
          sx={sx}
        />
      )}
    />
  );
}
