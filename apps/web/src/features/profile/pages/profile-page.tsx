import { userRoleLabel } from '@app/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { initialsOf } from '../../../components/initials.ts';
import { Label } from '../../../components/label.tsx';
import { AreaPageHeader } from '../../../components/page-header.tsx';
import { UploadAvatar } from '../../../components/upload-avatar.tsx';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useChangeAvatar } from '../api/profile-api.ts';
import { ChangePasswordForm, ProfileDetailsForm } from '../sections/profile-forms.tsx';

export function ProfilePage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const changeAvatar = useChangeAvatar();
  const [avatarError, setAvatarError] = useState<string | null>(null);

  return (
    <>
      <AreaPageHeader title={t('Profile')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card sx={{ pt: 6, pb: 5, px: 3, textAlign: 'center' }}>
            <UploadAvatar
              src={me.avatarUrl}
              fallback={initialsOf(me.name, me.email)}
              loading={changeAvatar.isPending}
              error={avatarError}
              onInvalid={(message) => setAvatarError(message)}
              onSelect={(file) => {
                setAvatarError(null);
                changeAvatar.mutate(file, {
                  onSuccess: () => enqueueSnackbar(t('Photo updated'), { variant: 'success' }),
                  onError: (error) => {
                    setAvatarError(errorMessage(error));
                    toastError(error);
                  },
                });
              }}
            />
            <Box sx={{ mt: 3 }}>
              <Typography variant="subtitle1">{me.name || me.email}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
                {me.email}
              </Typography>
              <Label color="primary">{t(userRoleLabel[me.role])}</Label>
            </Box>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <ProfileDetailsForm me={me} />
          <ChangePasswordForm />
        </Grid>
      </Grid>
    </>
  );
}
