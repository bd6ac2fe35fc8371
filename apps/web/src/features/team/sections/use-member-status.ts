import { type User, UserStatus } from '@app/contract';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { useUpdateUser } from '../api/team-api.ts';

export type MemberStatus = {
  /** The member waiting for the user's yes to a suspension; null while nothing is asked. */
  suspending: User | null;
  askSuspend: (user: User) => void;
  confirmSuspend: () => void;
  cancel: () => void;
  /** Reactivation needs no yes: it gives back what a suspension took. */
  reactivate: (user: User) => void;
  pending: boolean;
};

/** Suspend a member (after a confirmation) or reactivate one, with a toast naming them. */
export function useMemberStatus(): MemberStatus {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const updateUser = useUpdateUser();
  const [suspending, setSuspending] = useState<User | null>(null);

  const setMemberStatus = (user: User, next: UserStatus) => {
    updateUser.mutate(
      { id: user.id, body: { status: next } },
      {
        onSuccess: (saved) => {
          setSuspending(null);
          enqueueSnackbar(
            next === UserStatus.Suspended
              ? t('{{name}} suspended', { name: saved.name || saved.email })
              : t('{{name}} reactivated', { name: saved.name || saved.email }),
            { variant: 'success' },
          );
        },
        onError: toastError,
      },
    );
  };

  return {
    suspending,
    askSuspend: setSuspending,
    confirmSuspend: () => suspending && setMemberStatus(suspending, UserStatus.Suspended),
    cancel: () => setSuspending(null),
    reactivate: (user) => setMemberStatus(user, UserStatus.Active),
    pending: updateUser.isPending,
  };
}
