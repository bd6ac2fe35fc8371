import { createUserRequest, givenPassword, messages, newPassword, type User } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '../../api/errors.ts';
import { FormTextField } from '../../components/form/form-text-field.tsx';
import { applyServerFieldErrors } from '../../components/form/server-errors.ts';
import { useChangePassword, useUpdateProfile } from './profile-api.ts';

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

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

export function ProfileDetailsForm({ me }: { me: User }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
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

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => enqueueSnackbar(t('Profile updated'), { variant: 'success' }),
      onError: (error) => {
        if (
          !applyServerFieldErrors(error, form.setError, [
            'firstName',
            'lastName',
            'email',
            'phoneNumber',
          ])
        ) {
          enqueueSnackbar(t(errorMessage(error)), { variant: 'error' });
        }
      },
    }),
  );

  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-label={t('Account details')}>
      <CardHeader title={t('Account details')} subheader={t('How your team sees you.')} />
      <CardContent>
        <Box sx={grid}>
          <FormTextField
            control={form.control}
            name="firstName"
            label={t('First name')}
            autoComplete="given-name"
          />
          <FormTextField
            control={form.control}
            name="lastName"
            label={t('Last name')}
            autoComplete="family-name"
          />
          <FormTextField
            control={form.control}
            name="email"
            label={t('Email')}
            type="email"
            autoComplete="email"
          />
          <FormTextField
            control={form.control}
            name="phoneNumber"
            label={t('Phone number')}
            type="tel"
            autoComplete="tel"
          />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <Button
            type="submit"
            variant="contained"
            color="inherit"
            loading={update.isPending}
            disabled={!form.formState.isDirty}
          >
            {t('Save changes')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const update = useChangePassword();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword: next }) =>
    update.mutate(
      { currentPassword, newPassword: next },
      {
        onSuccess: () => {
          form.reset();
          enqueueSnackbar(t('Password changed'), { variant: 'success' });
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, form.setError, ['currentPassword', 'newPassword']))
            return;
          const message = errorMessage(error);
          if (message === messages.invalidPassword) {
            form.setError('currentPassword', { type: 'server', message }, { shouldFocus: true });
          } else {
            enqueueSnackbar(t(message), { variant: 'error' });
          }
        },
      },
    ),
  );

  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-label={t('Change password')}>
      <CardHeader
        title={t('Change password')}
        subheader={t('At least 8 characters, with a letter and a digit.')}
      />
      <CardContent>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <FormTextField
            control={form.control}
            name="currentPassword"
            label={t('Current password')}
            type="password"
            autoComplete="current-password"
          />
          <Box sx={grid}>
            <FormTextField
              control={form.control}
              name="newPassword"
              label={t('New password')}
              type="password"
              autoComplete="new-password"
            />
            <FormTextField
              control={form.control}
              name="confirmPassword"
              label={t('Confirm new password')}
              type="password"
              autoComplete="new-password"
            />
          </Box>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <Button type="submit" variant="contained" color="inherit" loading={update.isPending}>
            {t('Update password')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
