import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { MemberStatus } from './use-member-status.ts';

/** "Suspend …?" for the member a useMemberStatus is asking about. */
export function SuspendMemberDialog({ state }: { state: MemberStatus }) {
  const { t } = useTranslation();
  const { suspending } = state;
  return (
    <ConfirmDialog
      open={suspending !== null}
      title={t('Suspend member')}
      color="warning"
      content={
        suspending
          ? t(
              'Suspend {{name}}? They are signed out at once and cannot sign in until reactivated.',
              { name: suspending.name || suspending.email },
            )
          : ''
      }
      confirmLabel={t('Suspend')}
      loading={state.pending}
      onConfirm={state.confirmSuspend}
      onClose={state.cancel}
    />
  );
}
