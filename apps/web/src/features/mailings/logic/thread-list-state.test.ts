import { describe, expect, it } from 'vitest';
import {
  mailingsHref,
  threadListRequest,
  threadListStateFrom,
  withThreadListState,
} from './thread-list-state.ts';

describe('thread list state in the address', () => {
  it('reads what a link carries and ignores what is not an id or a page size', () => {
    const state = threadListStateFrom(
      new URLSearchParams('q=keys&account=3&influencer=x&unread=1&page=2&size=50&thread=-4'),
    );
    expect(state).toEqual({
      search: 'keys',
      accountId: 3,
      influencerId: null,
      unread: true,
      page: 2,
      pageSize: 50,
      threadId: null,
    });
    expect(threadListStateFrom(new URLSearchParams('size=1000')).pageSize).toBe(25);
  });

  it('goes back to the first page on a new filter, keeps other parameters, drops defaults', () => {
    const start = new URLSearchParams('tab=mailings&page=3&thread=9');
    const next = withThreadListState(start, { unread: true });
    expect(next.toString()).toBe('tab=mailings&thread=9&unread=1');
    expect(withThreadListState(next, { unread: false, threadId: null }).toString()).toBe(
      'tab=mailings',
    );
    expect(withThreadListState(start, { page: 4 }).get('page')).toBe('4');
  });

  it('asks newest first with only the filters set; a profile fixes the creator', () => {
    const state = threadListStateFrom(new URLSearchParams('q=%20hi%20&unread=1'));
    expect(threadListRequest(state)).toEqual({
      page: 0,
      pageSize: 25,
      sort: { field: 'lastMessageAt', order: 'desc' },
      search: 'hi',
      filters: { unread: true },
    });
    expect(threadListRequest(state, { influencerId: 7 }).filters).toEqual({
      influencerId: 7,
      unread: true,
    });
  });

  it('links a creator’s threads, and one of them', () => {
    expect(mailingsHref(7)).toBe('/mailings?influencer=7');
    expect(mailingsHref(7, 12)).toBe('/mailings?influencer=7&thread=12');
  });
});
