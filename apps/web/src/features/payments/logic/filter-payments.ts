import type { PaymentStatus } from '@app/contract';
import type { SamplePayment } from './sample/types.ts';

export type PaymentStatusFilter = 'all' | PaymentStatus;

export interface PaymentFilters {
  status: PaymentStatusFilter;
  /** Free text matched against media name, campaign name and payment id (case-insensitive). */
  query: string;
  /** Inclusive lower bound on createdAt as YYYY-MM-DD (UTC day); '' means no bound. */
  from: string;
  /** Inclusive upper bound on createdAt as YYYY-MM-DD (UTC day); '' means no bound. */
  to: string;
}

export const EMPTY_PAYMENT_FILTERS: PaymentFilters = { status: 'all', query: '', from: '', to: '' };

/** Whether anything narrows the list (the toolbar then offers Clear). */
export function hasActiveFilters(filters: PaymentFilters): boolean {
  return (
    filters.status !== 'all' ||
    filters.query.trim() !== '' ||
    filters.from !== '' ||
    filters.to !== ''
  );
}

export function matchesQuery(payment: SamplePayment, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [payment.influencer.mediaName, payment.campaign.name, payment.id].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** Compares the UTC calendar day of createdAt with the bounds; a from after to matches nothing. */
export function matchesDateRange(payment: SamplePayment, from: string, to: string): boolean {
  const day = payment.createdAt.slice(0, 10);
  if (from !== '' && day < from) return false;
  if (to !== '' && day > to) return false;
  return true;
}

export function matchesStatus(payment: SamplePayment, status: PaymentStatusFilter): boolean {
  return status === 'all' || payment.status === status;
}

/** Search and date range only: the base for the status-tab counts and the summary cards. */
export function filterBySearchAndDates(
  payments: readonly SamplePayment[],
  filters: Pick<PaymentFilters, 'query' | 'from' | 'to'>,
): SamplePayment[] {
  return payments.filter(
    (p) => matchesQuery(p, filters.query) && matchesDateRange(p, filters.from, filters.to),
  );
}

/** Every filter, status included: what the table lists. Keeps the input order. */
export function filterPayments(
  payments: readonly SamplePayment[],
  filters: PaymentFilters,
): SamplePayment[] {
  return filterBySearchAndDates(payments, filters).filter((p) => matchesStatus(p, filters.status));
}
