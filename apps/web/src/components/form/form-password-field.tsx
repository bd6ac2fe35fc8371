import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';

/**
 * A password box bound to react-hook-form. It takes a new password unless `autoComplete` says
 * otherwise ('current-password'), so password managers offer to generate or fill the right one.
 */
export function FormPasswordField<T extends FieldValues = never, TOut extends FieldValues = T>(
  props: Omit<FormTextFieldProps<T, TOut>, 'type'>,
) {
  return <FormTextField autoComplete="new-password" {...props} type="password" />;
}
