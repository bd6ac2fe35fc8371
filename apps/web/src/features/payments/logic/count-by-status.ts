import { PaymentStatus } from '@app/contract';
import type { PaymentStatusFilter } from './filter-payments.ts';
import type { SamplePayment } from './sample/types.ts';

export type StatusCounts = Record<PaymentStatusFilter, number>;

/** How many payments each status tab would show. */
export function countByStatus(payments: readonly SamplePayment[]): StatusCounts {
  const counts: StatusCounts = {
    all: payments.length,
    [PaymentStatus.Paid]: 0,
    [PaymentStatus.Pending]: 0,
    [PaymentStatus.Unclaimed]: 0,
  };
  for (const payment of payments) counts[payment.status] += 1;
  return counts;
}
