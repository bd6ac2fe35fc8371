import { type MailingStatus, mailingStatusLabel } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Label, type LabelColor } from '../../../components/label.tsx';

const statusColor: Record<MailingStatus, LabelColor> = {
  draft: 'default',
  pending: 'info',
  sent: 'success',
  failed: 'error',
};

/** A message written here: Draft, Sending, Sent or Failed (SPEC 4). */
export function MessageStatus({ status }: { status: MailingStatus }) {
  const { t } = useTranslation();
  return <Label color={statusColor[status]}>{t(mailingStatusLabel[status])}</Label>;
}
