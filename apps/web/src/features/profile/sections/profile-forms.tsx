import { createUserRequest, givenPassword, newPassword, type User } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormCard } from '../../../components/form/form-card.tsx';
import { formFields } from '../../../components/form/form-fields.ts';
import { PersonFields } from '../../../components/form/person-fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { ResponsiveColumns } from '../../../components/responsive-columns.tsx';
import { useChangePassword, useUpdateProfile } from '../api/profile-api.ts';

// Same field rules as the server: the contract's user fields.
const detailsSchema = createUserRequest.pick({
  firstName: true,
  lastName: true,
  email: true,
  phoneNumber: true,
});
type DetailsInput = z.input<typeof detailsSchema>;
type DetailsOutput = z.output<typeof detailsSchema>;

export const passwordSchema = z
  .object({ currentPassword: givenPassword, newPassword, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'Passwords do not match',
  });
type PasswordValues = z.input<typeof passwordSchema>;

export function ProfileDetailsForm({ me }: { me: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm<DetailsInput, unknown, DetailsOutput>({
    resolver: zodResolver(detailsSchema),
    values: {
      firstName: me.firstName,
      lastName: me.lastName,
      email: me.email,
      phoneNumber: me.phoneNumber ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  });

  const submit = async (values: DetailsOutput) => {
    await update.mutateAsync(values);
    return t('Profile updated');
  };

  return (
    <FormCard
      form={form}
      title={t('Account details')}
      subheader={t('How your team sees you.')}
      submitLabel={t('Save changes')}
      onSubmit={submit}
      onlyWhenChanged
    >
      <ResponsiveColumns columns="1fr 1fr" from="sm">
        <PersonFields control={form.control} own />
      </ResponsiveColumns>
    </FormCard>
  );
}

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const update = useChangePassword();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const fields = formFields(form);

  // The server names the field of a wrong current password, like any other field message.
  const submit = async ({ currentPassword, newPassword: next }: PasswordValues) => {
    await update.mutateAsync({ currentPassword, newPassword: next });
    form.reset();
    return t('Password changed');
  };

  return (
    <FormCard
      form={form}
      title={t('Change password')}
      subheader={t('At least 8 characters, with a letter and a digit.')}
      submitLabel={t('Update password')}
      onSubmit={submit}
    >
      <Box sx={{ display: 'grid', gap: 3 }}>
        <fields.Password
          name="currentPassword"
          label={t('Current password')}
          autoComplete="current-password"
        />
        <ResponsiveColumns columns="1fr 1fr" from="sm">
          <fields.Password name="newPassword" label={t('New password')} />
          <fields.Password name="confirmPassword" label={t('Confirm new password')} />
        </ResponsiveColumns>
      </Box>
    </FormCard>
  );
}
