import type { MailThreadListRequest } from '@app/contract';

/**
 * The thread list's state as the address holds it, so a link (from a creator's profile, or
 * shared) opens the same list and thread: `q` search, `account`, `influencer`, `unread=1`,
 * `page` (0-based), `size`, and `thread` (the open thread).
 */
export type ThreadListState = {
  search: string;
  accountId: number | null;
  influencerId: number | null;
  unread: boolean;
  page: number;
  pageSize: number;
  threadId: number | null;
};

export const THREAD_PAGE_SIZES = [10, 25, 50] as const;
const DEFAULT_PAGE_SIZE = 25;

function positiveId(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
}

export function threadListStateFrom(params: URLSearchParams): ThreadListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    search: params.get('q') ?? '',
    accountId: positiveId(params.get('account')),
    influencerId: positiveId(params.get('influencer')),
    unread: params.get('unread') === '1',
    page: Number.isSafeInteger(page) && page > 0 ? page : 0,
    pageSize: THREAD_PAGE_SIZES.find((s) => s === size) ?? DEFAULT_PAGE_SIZE,
    threadId: positiveId(params.get('thread')),
  };
}

/**
 * `params` with `change` written in; other parameters (the page's tab) stay. A change of
 * search or filter goes back to the first page.
 */
export function withThreadListState(
  params: URLSearchParams,
  change: Partial<ThreadListState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | number | null) => {
    if (value === null || value === '' || value === 0) next.delete(key);
    else next.set(key, String(value));
  };
  if (change.search !== undefined) set('q', change.search);
  if (change.accountId !== undefined) set('account', change.accountId);
  if (change.influencerId !== undefined) set('influencer', change.influencerId);
  if (change.unread !== undefined) set('unread', change.unread ? 1 : null);
  if (change.pageSize !== undefined)
    set('size', change.pageSize === DEFAULT_PAGE_SIZE ? null : change.pageSize);
  if (change.threadId !== undefined) set('thread', change.threadId);
  const filtered =
    change.search !== undefined ||
    change.accountId !== undefined ||
    change.influencerId !== undefined ||
    change.unread !== undefined ||
    change.pageSize !== undefined;
  if (change.page !== undefined) set('page', change.page);
  else if (filtered) next.delete('page');
  return next;
}

/** The list request for that state: newest first, only the filters that are set. */
export function threadListRequest(
  state: ThreadListState,
  fixed: { influencerId?: number } = {},
): MailThreadListRequest {
  const influencerId = fixed.influencerId ?? state.influencerId;
  const filters: NonNullable<MailThreadListRequest['filters']> = {
    ...(state.accountId ? { accountId: state.accountId } : {}),
    ...(influencerId ? { influencerId } : {}),
    ...(state.unread ? { unread: true } : {}),
  };
  return {
    page: state.page,
    pageSize: state.pageSize,
    sort: { field: 'lastMessageAt', order: 'desc' },
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(Object.keys(filters).length ? { filters } : {}),
  };
}

/** /mailings showing one creator's threads, and one of them open when given. */
export function mailingsHref(influencerId: number, threadId?: number): string {
  const params = new URLSearchParams({ influencer: String(influencerId) });
  if (threadId) params.set('thread', String(threadId));
  return `/mailings?${params}`;
}
