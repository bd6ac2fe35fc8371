import { mailingEndpoints as endpoints, influencerEndpoints } from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../testing/api-fake.ts';
import { setUpComponentTests } from '../../../testing/component-tests.ts';
import { mailboxAccount, mailMessage, mailThread } from '../../../testing/mailing-fixtures.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { ThreadsPanel } from './threads-panel.tsx';

vi.mock('../../../api/call-endpoint.ts', () => import('../../../testing/api-fake.ts'));

setUpComponentTests();

const unreadThread = mailThread({ id: 12, subject: 'Collab?', unreadCount: 2, messagesCount: 3 });

beforeEach(() => {
  api.reset();
  api.on(endpoints.accounts, () => ({
    items: [mailboxAccount(), mailboxAccount({ id: 4, email: 'team@studio.test' })],
  }));
  api.on(endpoints.threads, ({ body }) => ({
    items: body?.filters?.unread ? [unreadThread] : [mailThread(), unreadThread],
    total: 60,
  }));
  api.on(endpoints.threadMessages, ({ params }) => {
    const threadId = Number(params.id);
    return {
      thread: threadId === 12 ? unreadThread : mailThread(),
      items: [
        mailMessage({ id: 201, threadId, text: 'First' }),
        mailMessage({ id: 202, threadId, text: 'Second', direction: 'out' }),
      ],
    };
  });
  api.on(endpoints.markRead, () => ({ threadId: 12, unreadCount: 0 }));
  // The creator filter's option list.
  api.on(influencerEndpoints.list, () => ({ items: [], total: 0, totalCapped: false }));
});

function show(path = '/mailings') {
  return renderRoute(<ThreadsPanel onCompose={vi.fn()} />, path, { path: '/mailings' }).router;
}

const threadBodies = () => api.inputsOf(endpoints.threads).map((input) => input.body);

describe('ThreadsPanel', () => {
  it('asks for the first page newest first and marks unread threads', async () => {
    show();
    const list = await screen.findByRole('list', { name: 'Threads' });
    expect(threadBodies()[0]).toEqual({
      page: 0,
      pageSize: 25,
      sort: { field: 'lastMessageAt', order: 'desc' },
    });
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByText('2 unread')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByText(/unread/)).toBeNull();
    expect(rows[0]?.textContent).toContain('Alex Plays');
  });

  it('sends the search, the unread filter and the page it shows, and keeps them in the address', async () => {
    const router = show();
    await screen.findByRole('list', { name: 'Threads' });
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: 'Unread only' })));
    await waitFor(() =>
      expect(threadBodies().at(-1)).toMatchObject({ page: 0, filters: { unread: true } }),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search threads' }), {
      target: { value: 'collab' },
    });
    await waitFor(() =>
      expect(threadBodies().at(-1)).toMatchObject({ search: 'collab', filters: { unread: true } }),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /next page/i })));
    await waitFor(() => expect(threadBodies().at(-1)).toMatchObject({ page: 1, search: 'collab' }));
    expect(router.state.location.search).toContain('unread=1');
    expect(router.state.location.search).toContain('q=collab');
    expect(router.state.location.search).toContain('page=1');
  });

  it('filters by mailbox', async () => {
    show();
    await screen.findByRole('list', { name: 'Threads' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Mailbox' }));
    await act(async () =>
      fireEvent.click(await screen.findByRole('option', { name: 'team@studio.test' })),
    );
    await waitFor(() => expect(threadBodies().at(-1)).toMatchObject({ filters: { accountId: 4 } }));
  });

  it('opening an unread thread marks it read up to its newest message and refreshes the list', async () => {
    const router = show();
    const list = await screen.findByRole('list', { name: 'Threads' });
    const before = threadBodies().length;
    await act(async () => fireEvent.click(within(list).getByText('Collab?')));
    expect(await screen.findByText('Second')).toBeTruthy();
    await waitFor(() =>
      expect(api.inputsOf(endpoints.markRead)).toEqual([{ params: { id: 202 } }]),
    );
    expect(router.state.location.search).toContain('thread=12');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back to threads' })));
    await waitFor(() => expect(threadBodies().length).toBeGreaterThan(before));
  });

  it('does not mark a thread that has nothing unread', async () => {
    show('/mailings?thread=11');
    expect(await screen.findByText('Second')).toBeTruthy();
    expect(api.inputsOf(endpoints.markRead)).toEqual([]);
  });
});
