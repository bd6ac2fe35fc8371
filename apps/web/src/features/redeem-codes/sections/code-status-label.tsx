import { type RedeemCodeStatus, redeemCodeStatusLabel } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/label.tsx';

/** One colour per state, shared by the pool bars, their legends and the table's labels. */
export const statusColor = {
  available: 'success',
  reserved: 'warning',
  issued: 'info',
} as const satisfies Record<RedeemCodeStatus, 'success' | 'warning' | 'info'>;

export function CodeStatusLabel({ status }: { status: RedeemCodeStatus }) {
  const { t } = useTranslation();
  return <Label color={statusColor[status]}>{t(redeemCodeStatusLabel[status])}</Label>;
}
