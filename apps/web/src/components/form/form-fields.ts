import type { ReactElement, ReactNode } from 'react';
import {
  Controller,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { FormPasswordField } from './form-password-field.tsx';
import { FormSelectField, type FormSelectFieldProps } from './form-select-field.tsx';
import { FormSwitch, type FormSwitchProps } from './form-switch.tsx';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';

type Unbound<P> = Omit<P, 'control'>;

/**
 * The form kit's fields for one form, so a field need not repeat `control={form.control}`:
 * `const fields = formFields(form)`, then `<fields.Text name="title" … />`. Each reads the
 * control from the FormProvider around it (FormDialog and FormCard are one), and its `name`
 * must be a field of this form's values, as with an explicit control.
 *
 * The components are the kit's own, only typed for this form: the same functions on every
 * render, so nothing remounts.
 */
export function formFields<T extends FieldValues, TOut extends FieldValues = T>(
  _form: UseFormReturn<T, unknown, TOut>,
) {
  const Text: (props: Unbound<FormTextFieldProps<T, TOut>>) => ReactNode = FormTextField<T, TOut>;
  const Password: (props: Unbound<Omit<FormTextFieldProps<T, TOut>, 'type'>>) => ReactNode =
    FormPasswordField<T, TOut>;
  const Select: (props: Unbound<FormSelectFieldProps<T, TOut>>) => ReactNode = FormSelectField<
    T,
    TOut
  >;
  const Switch: (props: Unbound<FormSwitchProps<T, TOut>>) => ReactNode = FormSwitch<T, TOut>;
  /** react-hook-form's Controller: the value's type still follows the name given. */
  const Field: <N extends FieldPath<T>>(
    props: Unbound<ControllerProps<T, N, TOut>>,
  ) => ReactElement = Controller;
  return { Text, Password, Select, Switch, Field };
}
