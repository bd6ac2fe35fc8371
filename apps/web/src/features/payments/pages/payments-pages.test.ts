import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { createElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueI18n } from '../../../app/i18n/catalogue-i18n.ts';
import { formatDate } from '../logic/format-date.ts';
import { maskAccountNumber } from '../logic/mask-account.ts';
import { getPaymentSample } from '../logic/sample/payment-sample.ts';
import { sortByInfluencer } from '../logic/sort-payments.ts';
import { PaymentDetailPage } from './payment-detail-page.tsx';
import { PaymentsListPage } from './payments-list-page.tsx';

const i18n = catalogueI18n({});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/payments', Component: PaymentsListPage },
      { path: '/payments/:id', Component: PaymentDetailPage },
    ],
    { initialEntries: [path] },
  );
  const tree: ReactNode = createElement(
    I18nextProvider,
    { i18n },
    createElement(SnackbarProvider, null, createElement(RouterProvider, { router })),
  );
  render(tree);
  return router;
}

const fetchSpy = vi.fn();
const xhrSpy = vi.fn();

describe('payments pages', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchSpy);
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        constructor() {
          xhrSpy();
        }
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrSpy).not.toHaveBeenCalled();
  });

  it('lists 50 payments a page, sorted by influencer, and pages on', () => {
    const sorted = sortByInfluencer(getPaymentSample().payments);
    const router = renderAt('/payments');
    let rows = screen.getAllByTestId('payment-row');
    expect(rows).toHaveLength(50);
    expect(rows[0]?.textContent).toContain(sorted[0]?.id);
    expect(rows[49]?.textContent).toContain(sorted[49]?.id);
    expect(screen.getByText('1–50 of 200')).toBeTruthy();
    expect(screen.getByText('Sample data')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    rows = screen.getAllByTestId('payment-row');
    expect(rows).toHaveLength(50);
    expect(rows[0]?.textContent).toContain(sorted[50]?.id);
    expect(screen.getByText('51–100 of 200')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('reads its filters from the address and follows a link back to the plain list', async () => {
    const paid = getPaymentSample().payments.filter((p) => p.status === 'paid');
    const router = renderAt('/payments?status=paid');
    expect(screen.getAllByTestId('payment-row')).toHaveLength(Math.min(50, paid.length));
    expect(screen.getByRole('tab', { name: /paid/i, selected: true })).toBeTruthy();
    await act(() => router.navigate('/payments'));
    expect(screen.getByRole('tab', { name: /all/i, selected: true })).toBeTruthy();
    expect(screen.getByText('1–50 of 200')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('filters by status tab and search', () => {
    const unclaimed = getPaymentSample().payments.filter((p) => p.status === 'unclaimed');
    renderAt('/payments');
    fireEvent.click(screen.getByRole('tab', { name: /unclaimed/i }));
    expect(screen.getAllByTestId('payment-row')).toHaveLength(unclaimed.length);

    const target = unclaimed[0];
    if (!target) throw new Error('no unclaimed payment in the sample');
    fireEvent.change(screen.getByLabelText('Search payments'), { target: { value: target.id } });
    const rows = screen.getAllByTestId('payment-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain(target.influencer.mediaName);
  });

  it('opens the detail page from a row and masks the account number', () => {
    const sample = getPaymentSample();
    const first = sortByInfluencer(sample.payments)[0];
    const recipient = sample.recipients.find((r) => r.influencerId === first?.influencerId);
    if (!first || !recipient) throw new Error('sample is missing data');
    const router = renderAt('/payments');
    const [row] = screen.getAllByTestId('payment-row');
    if (!row) throw new Error('no rows');
    fireEvent.click(row);
    expect(router.state.location.pathname).toBe(`/payments/${first.id}`);
    expect(screen.getByText(`Payment ${first.id}`)).toBeTruthy();
    const masked = screen.getByTestId('masked-account-number').textContent ?? '';
    expect(masked).toBe(maskAccountNumber(recipient.accountNumber));
    expect(document.body.textContent).not.toContain(recipient.accountNumber);
    expect(within(document.body).getAllByText(recipient.email).length).toBeGreaterThan(0);
    // The creator and the campaign go by their names; the sample's internal ids stay inside.
    expect(screen.getAllByText(first.influencer.mediaName).length).toBeGreaterThan(0);
    expect(screen.getByText(first.campaign.name)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\b(inf|cmp|rcp|prd)-\d+/);
  });

  it('says honestly that marking as paid changes nothing', async () => {
    const pending = getPaymentSample().payments.find((p) => p.status === 'pending');
    if (!pending) throw new Error('no pending payment in the sample');
    renderAt(`/payments/${pending.id}`);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as paid' }));
    expect(
      await screen.findByText('Payments run on sample data, so nothing was charged or changed.'),
    ).toBeTruthy();
    expect(pending.status).toBe('pending');
    expect(pending.paidAt).toBeNull();
  });

  it('offers no "Mark as paid" on a paid payment: it says when it was paid', () => {
    const paid = getPaymentSample().payments.find((p) => p.status === 'paid' && p.paidAt);
    if (!paid?.paidAt) throw new Error('no paid payment in the sample');
    renderAt(`/payments/${paid.id}`);
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).toBeNull();
    expect(screen.getByText(`Paid on ${formatDate(paid.paidAt)}`)).toBeTruthy();
  });

  it('shows a not-found state with a way back for an unknown id', () => {
    renderAt('/payments/PAY-0');
    expect(screen.getAllByText('Payment not found').length).toBeGreaterThan(0);
    const back = screen.getAllByRole('link', { name: 'Back to payments' });
    expect(back.at(-1)?.getAttribute('href')).toMatch(/^\/payments/);
  });
});
