import { PaymentStatus } from '@app/contract';
import type { SamplePayment } from './sample/types.ts';

export interface PaymentSummary {
  count: number;
  totalPaid: number;
  paidCount: number;
  /** Pending plus unclaimed. */
  totalUnpaid: number;
  unpaidCount: number;
  pendingCount: number;
  unclaimedCount: number;
  /** Mean amount over every payment given (all statuses); 0 for none. */
  averageAmount: number;
}

export function summarizePayments(payments: readonly SamplePayment[]): PaymentSummary {
  let totalPaid = 0;
  let totalUnpaid = 0;
  let paidCount = 0;
  let pendingCount = 0;
  let unclaimedCount = 0;
  for (const payment of payments) {
    if (payment.status === PaymentStatus.Paid) {
      totalPaid += payment.amount;
      paidCount += 1;
    } else {
      totalUnpaid += payment.amount;
      if (payment.status === PaymentStatus.Pending) pendingCount += 1;
      else unclaimedCount += 1;
    }
  }
  const count = payments.length;
  return {
    count,
    totalPaid,
    paidCount,
    totalUnpaid,
    unpaidCount: pendingCount + unclaimedCount,
    pendingCount,
    unclaimedCount,
    averageAmount: count === 0 ? 0 : (totalPaid + totalUnpaid) / count,
  };
}
