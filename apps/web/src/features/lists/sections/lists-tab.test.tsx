import type { ListItem } from '@app/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '../../../testing/component-tests.ts';
import { ListsTab } from './lists-tab.tsx';

const lists: ListItem[] = [
  {
    id: 1,
    kind: 'influencer',
    name: 'Launch',
    description: 'Day one',
    itemsCount: 2,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-02T00:00:00Z',
  },
];
const mutation = { mutate: vi.fn(), mutateAsync: vi.fn(), isPending: false };

// The screen, not the server: each hook answers a fixed page.
vi.mock('../api/lists-api.ts', () => ({
  allListsParams: {},
  useLists: () => ({
    data: { items: lists, total: lists.length },
    isFetching: false,
    isPending: false,
    isError: false,
    error: null,
  }),
  useDeleteLists: () => mutation,
  useCreateList: () => mutation,
  useUpdateList: () => mutation,
  useMergeLists: () => mutation,
}));

setUpComponentTests();

function show() {
  render(
    <MemoryRouter>
      <SnackbarProvider>
        <ListsTab />
      </SnackbarProvider>
    </MemoryRouter>,
  );
}

describe('ListsTab', () => {
  it('lists the rows with the toolbar a list screen has', () => {
    show();
    expect(screen.getByRole('searchbox', { name: 'Search lists' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Merge lists' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New list' })).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'Lists' }).textContent).toContain('Launch');
  });

  it('renames from the row menu, and asks before Escape loses a change', async () => {
    show();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Actions for Launch' })),
    );
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Rename' })));
    const dialog = screen.getByRole('dialog', { name: 'Rename list' });
    const name = within(dialog).getByRole('textbox', { name: 'List name' }) as HTMLInputElement;
    expect(name.value).toBe('Launch');
    fireEvent.change(name, { target: { value: 'Launch day' } });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeTruthy();
  });

  it('deletes the ticked rows after a confirmation', async () => {
    show();
    const grid = screen.getByRole('grid', { name: 'Lists' });
    await act(async () =>
      fireEvent.click(within(grid).getAllByRole('checkbox', { name: 'Select row' })[0] as Element),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete (1)' })));
    const confirm = screen.getByRole('dialog', { name: 'Delete lists' });
    expect(confirm.textContent).toContain('Delete the list "Launch"?');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' })));
    expect(mutation.mutate).toHaveBeenCalledWith([1], expect.anything());
  });
});
