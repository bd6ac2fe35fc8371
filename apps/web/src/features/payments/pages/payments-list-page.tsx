import Card from '@mui/material/Card';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPageHeader } from '../../../components/page-header.tsx';
import { countByStatus } from '../logic/count-by-status.ts';
import { createdDayBounds } from '../logic/date-bounds.ts';
import { filterBySearchAndDates, matchesStatus } from '../logic/filter-payments.ts';
import { paginate } from '../logic/paginate.ts';
import { getPaymentSample } from '../logic/sample/payment-sample.ts';
import { sortByInfluencer } from '../logic/sort-payments.ts';
import { summarizePayments } from '../logic/summarize-payments.ts';
import { usePaymentListState } from '../logic/use-payment-list-state.ts';
import { PaymentsSampleBanner } from '../sections/payments-sample-banner.tsx';
import { PaymentsStatusTabs } from '../sections/payments-status-tabs.tsx';
import { PaymentsSummaryCards } from '../sections/payments-summary-cards.tsx';
import { PaymentsTable } from '../sections/payments-table.tsx';
import { PaymentsToolbar } from '../sections/payments-toolbar.tsx';

/** /payments: the sample payments, sorted by influencer, 50 a page. No server calls. */
export function PaymentsListPage() {
  const { t } = useTranslation();
  const { state, setFilters, setPage, resetFilters } = usePaymentListState();
  const sample = getPaymentSample();

  const sorted = useMemo(() => sortByInfluencer(sample.payments), [sample]);
  const bounds = useMemo(() => createdDayBounds(sample.payments), [sample]);
  const base = useMemo(
    () => filterBySearchAndDates(sorted, { query: state.query, from: state.from, to: state.to }),
    [sorted, state.query, state.from, state.to],
  );
  const counts = useMemo(() => countByStatus(base), [base]);
  const summary = useMemo(() => summarizePayments(base), [base]);
  const visible = useMemo(
    () => base.filter((payment) => matchesStatus(payment, state.status)),
    [base, state.status],
  );
  const page = paginate(visible, state.page);
  const narrowed = state.query.trim() !== '' || state.from !== '' || state.to !== '';

  return (
    <>
      <AreaPageHeader title={t('Payments')} />
      <PaymentsSampleBanner />
      <PaymentsSummaryCards summary={summary} narrowed={narrowed} />
      <Card>
        <PaymentsStatusTabs
          value={state.status}
          counts={counts}
          onChange={(status) => setFilters({ status })}
        />
        <PaymentsToolbar
          filters={state}
          bounds={bounds}
          onChange={setFilters}
          onReset={resetFilters}
        />
        <PaymentsTable page={page} onPageChange={setPage} onClearFilters={resetFilters} />
      </Card>
    </>
  );
}
