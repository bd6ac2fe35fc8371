import { type EmailDeliveryState, type EmailStatStatus, emailStatStatusLabel } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Label, type LabelColor } from '../../../components/label.tsx';

export const emailStatusColor: Record<EmailStatStatus, LabelColor> = {
  sent: 'info',
  delivered: 'primary',
  opened: 'success',
  clicked: 'success',
  error: 'error',
  bounced: 'error',
  not_opened: 'default',
};

/**
 * An email's stat status as a pill. While it is still in the outbox the status is 'sent';
 * pass the delivery state to say "Queued" then rather than claiming it went out.
 */
export function EmailStatusLabel({
  status,
  state,
}: {
  status: EmailStatStatus;
  state?: EmailDeliveryState;
}) {
  const { t } = useTranslation();
  if (state === 'queued' || state === 'sending') {
    return <Label color="warning">{state === 'queued' ? t('Queued') : t('Sending')}</Label>;
  }
  if (state === 'skipped') return <Label color="default">{t('Skipped')}</Label>;
  return <Label color={emailStatusColor[status]}>{t(emailStatStatusLabel[status])}</Label>;
}
