import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './form-text-field.tsx';

type PersonValues = {
  firstName: unknown;
  lastName?: unknown;
  email: unknown;
  phoneNumber?: unknown;
};

/**
 * First and last name, email and phone of a team member, bound to react-hook-form. `own`: the
 * signed-in user's own details, which the browser may fill in; otherwise someone else's, which
 * it must not, and the first name takes the focus.
 */
export function PersonFields<T extends FieldValues & PersonValues, TOut extends FieldValues = T>({
  control,
  own,
}: {
  control: Control<T, unknown, TOut>;
  own: boolean;
}) {
  const { t } = useTranslation();
  const field = (name: keyof PersonValues & string, autoComplete: string) => ({
    control,
    name: name as FieldPath<T>,
    autoComplete: own ? autoComplete : 'off',
  });
  return (
    <>
      <FormTextField
        {...field('firstName', 'given-name')}
        label={t('First name')}
        autoFocus={!own}
      />
      <FormTextField {...field('lastName', 'family-name')} label={t('Last name')} />
      <FormTextField {...field('email', 'email')} label={t('Email')} type="email" />
      <FormTextField {...field('phoneNumber', 'tel')} label={t('Phone number')} type="tel" />
    </>
  );
}
