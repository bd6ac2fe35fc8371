import type { PaymentStatus } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { statusMeta } from './payment-status-meta.ts';
import { SoftLabel } from './soft-label.tsx';

export function PaymentStatusLabel({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  const meta = statusMeta(status);
  return <SoftLabel color={meta?.color ?? 'default'}>{t(meta?.label ?? status)}</SoftLabel>;
}
