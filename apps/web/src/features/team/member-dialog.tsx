import { createUserRequest, newPassword, type User, UserRole, userRoleLabel } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '../../api/errors.ts';
import { FormTextField } from '../../components/form/form-text-field.tsx';
import { applyServerFieldErrors } from '../../components/form/server-errors.ts';
import { useCreateUser, useUpdateUser } from './team-api.ts';

// Create uses the contract's createUserRequest as is; edit makes the password optional.
const editMemberSchema = createUserRequest
  .pick({ email: true, firstName: true, lastName: true, phoneNumber: true, role: true })
  .extend({ password: z.union([z.literal(''), newPassword]).optional() });

type MemberInput = z.input<typeof editMemberSchema>;
type MemberOutput = z.output<typeof editMemberSchema>;

const createResolver = zodResolver(createUserRequest) as unknown as Resolver<
  MemberInput,
  unknown,
  MemberOutput
>;
const editResolver = zodResolver(editMemberSchema);

const fieldNames = ['email', 'firstName', 'lastName', 'phoneNumber', 'role', 'password'] as const;

type MemberDialogProps = { open: boolean; member: User | null; onClose: () => void };

export function MemberDialog({ open, member, onClose }: MemberDialogProps) {
  return open ? <MemberDialogContent member={member} onClose={onClose} /> : null;
}

function MemberDialogContent({ member, onClose }: { member: User | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateUser();
  const update = useUpdateUser();
  const editing = member !== null;
  const pending = create.isPending || update.isPending;

  const form = useForm<MemberInput, unknown, MemberOutput>({
    resolver: editing ? editResolver : createResolver,
    defaultValues: {
      email: member?.email ?? '',
      firstName: member?.firstName ?? '',
      lastName: member?.lastName ?? '',
      phoneNumber: member?.phoneNumber ?? '',
      role: member?.role ?? UserRole.Manager,
      password: '',
    },
  });

  const onError = (error: unknown) => {
    if (!applyServerFieldErrors(error, form.setError, fieldNames)) {
      enqueueSnackbar(t(errorMessage(error)), { variant: 'error' });
    }
  };

  const onSubmit = form.handleSubmit(({ password, ...rest }) => {
    if (member) {
      update.mutate(
        { id: member.id, body: password ? { ...rest, password } : rest },
        {
          onSuccess: (saved) => {
            enqueueSnackbar(t('{{name}} updated', { name: saved.name || saved.email }), {
              variant: 'success',
            });
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { ...rest, password: password ?? '' },
        {
          onSuccess: (saved) => {
            enqueueSnackbar(t('{{name}} added to the team', { name: saved.name || saved.email }), {
              variant: 'success',
            });
            onClose();
          },
          onError,
        },
      );
    }
  });

  const grid = {
    display: 'grid',
    gap: 2.5,
    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  } as const;

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="member-dialog-title"
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="member-dialog-title">
        <DialogTitle id="member-dialog-title">
          {editing ? t('Edit member') : t('Add member')}
        </DialogTitle>
        <DialogContent>
          <Box sx={{ ...grid, pt: 1 }}>
            <FormTextField
              control={form.control}
              name="firstName"
              label={t('First name')}
              autoFocus
            />
            <FormTextField control={form.control} name="lastName" label={t('Last name')} />
            <FormTextField
              control={form.control}
              name="email"
              label={t('Email')}
              type="email"
              autoComplete="off"
            />
            <FormTextField
              control={form.control}
              name="phoneNumber"
              label={t('Phone number')}
              type="tel"
            />
            <Controller
              control={form.control}
              name="role"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t('Role')}
                  value={field.value}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  fullWidth
                >
                  {[UserRole.Admin, UserRole.Manager].map((role) => (
                    <MenuItem key={role} value={role}>
                      {t(userRoleLabel[role])}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <FormTextField
              control={form.control}
              name="password"
              label={editing ? t('New password') : t('Initial password')}
              type="password"
              autoComplete="new-password"
              helperText={
                editing
                  ? t('Leave empty to keep the current password')
                  : t('Share it with them; they can change it in Profile')
              }
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={onClose} disabled={pending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="contained" color="inherit" loading={pending}>
            {editing ? t('Save changes') : t('Add member')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
