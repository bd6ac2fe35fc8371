import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, TOut extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange'
> & {
  name: NoInfer<FieldPath<T>>;
  /**
   * The form's control; its schema may turn the typed text into other values (TOut). Left out,
   * the field takes the form around it (FormProvider): use `formFields(form)` then, which keeps
   * `name` checked against the form's values.
   */
  control?: Control<T, unknown, TOut>;
  /** The form value for the text in the box, e.g. a number; the text itself when left out. */
  toValue?: (text: string) => unknown;
};

/**
 * A TextField bound to react-hook-form; the field's message shows as helper text. The values
 * come from `control` alone (`name` does not infer them) and default to `never`: a field with
 * neither a control nor `formFields` has no name that compiles.
 */
export function FormTextField<T extends FieldValues = never, TOut extends FieldValues = T>({
  name,
  control,
  helperText,
  toValue,
  onBlur,
  ...rest
}: FormTextFieldProps<T, TOut>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          name={field.name}
          value={field.value ?? ''}
          onChange={toValue ? (e) => field.onChange(toValue(e.target.value)) : field.onChange}
          onBlur={(e) => {
            field.onBlur();
            onBlur?.(e);
          }}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          fullWidth
        />
      )}
    />
  );
}
