import { PaymentStatus } from '@app/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EMPTY_PAYMENT_FILTERS, type PaymentFilters } from './filter-payments.ts';

export interface PaymentListState extends PaymentFilters {
  /** Zero-based page of the table. */
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STATUSES: readonly string[] = Object.values(PaymentStatus);

/** Reads the list state from the address (?status=&q=&from=&to=&page=), ignoring junk. */
export function parseListState(params: URLSearchParams): PaymentListState {
  const status = params.get('status') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    status: STATUSES.includes(status) ? (status as PaymentStatus) : 'all',
    query: params.get('q') ?? '',
    from: DAY.test(from) ? from : '',
    to: DAY.test(to) ? to : '',
    page: Number.isFinite(page) && page > 1 ? page - 1 : 0,
  };
}

/** The inverse of parseListState; defaults are left out so a fresh list is plain /payments. */
export function serializeListState(state: PaymentListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status !== 'all') params.set('status', state.status);
  if (state.query !== '') params.set('q', state.query);
  if (state.from !== '') params.set('from', state.from);
  if (state.to !== '') params.set('to', state.to);
  if (state.page > 0) params.set('page', String(state.page + 1));
  return params;
}

let lastListSearch = '';

/** The list's last query string, so the detail page can link back to the same filters and page. */
export function lastPaymentListHref(): string {
  return `/payments${lastListSearch}`;
}

/**
 * The list's filters and page. Held in React state (so typing never waits on navigation) and
 * mirrored into the address with replace, so reloads, shared links and Back keep them.
 */
export function usePaymentListState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = useState<PaymentListState>(() => parseListState(searchParams));
  // The address as last seen, and the addresses written but not yet seen. A write lands a
  // moment later (the router navigates), so a quick second change (a tab right after a page)
  // can see its own earlier write land: that is not a change from outside.
  const seen = useRef(searchParams.toString());
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const current = searchParams.toString();
    const ours = pending.current.indexOf(current);
    if (ours >= 0) {
      pending.current.splice(0, ours + 1);
    } else if (current !== seen.current) {
      // The address changed from outside (a sidebar link, Back): follow it.
      seen.current = current;
      setState(parseListState(searchParams));
      return;
    }
    seen.current = current;
    const next = serializeListState(state).toString();
    lastListSearch = next === '' ? '' : `?${next}`;
    const latest = pending.current.at(-1) ?? current;
    if (next !== latest) {
      pending.current.push(next);
      setSearchParams(next, { replace: true });
    }
  }, [state, searchParams, setSearchParams]);

  /** Changing any filter goes back to the first page. */
  const setFilters = useCallback((patch: Partial<PaymentFilters>) => {
    setState((current) => ({ ...current, ...patch, page: 0 }));
  }, []);
  const setPage = useCallback((page: number) => {
    setState((current) => ({ ...current, page }));
  }, []);
  const resetFilters = useCallback(() => {
    setState({ ...EMPTY_PAYMENT_FILTERS, page: 0 });
  }, []);

  return { state, setFilters, setPage, resetFilters };
}
