import { PaymentStatus } from '@app/contract';
import type { PaymentStatusFilter } from '../logic/filter-payments.ts';
import type { SoftLabelColor } from './soft-label.tsx';

/** Tab order, English label (an i18n key) and chip colour of each status filter. */
export const STATUS_FILTERS: ReadonlyArray<{
  value: PaymentStatusFilter;
  label: string;
  color: SoftLabelColor;
}> = [
  { value: 'all', label: 'All', color: 'default' },
  { value: PaymentStatus.Paid, label: 'Paid', color: 'success' },
  { value: PaymentStatus.Pending, label: 'Pending', color: 'warning' },
  { value: PaymentStatus.Unclaimed, label: 'Unclaimed', color: 'error' },
];

export function statusMeta(status: PaymentStatusFilter) {
  return STATUS_FILTERS.find((s) => s.value === status) ?? STATUS_FILTERS[0];
}
