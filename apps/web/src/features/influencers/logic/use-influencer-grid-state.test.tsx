import type { TableView } from '@app/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useInfluencerGridState } from './use-influencer-grid-state.ts';

const view = (id: number, filters: Record<string, unknown>): TableView => ({
  id,
  kind: 'influencer',
  name: `View ${id}`,
  filters,
  search: null,
  columns: ['mediaName', 'country'],
  sort: { field: 'country', order: 'asc' },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

const views = [view(1, { country: ['DE'] }), view(2, { channelType: [2] })];

function setup(url: string, list: TableView[] | 'loading' = views) {
  let location = '';
  function Spy() {
    const l = useLocation();
    location = l.pathname + l.search;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <Spy />
      {children}
    </MemoryRouter>
  );
  const hook = renderHook(({ items }) => useInfluencerGridState(items), {
    wrapper,
    initialProps: { items: list === 'loading' ? undefined : list } as {
      items: TableView[] | undefined;
    },
  });
  return { ...hook, location: () => location };
}

afterEach(() => window.localStorage.clear());

describe('useInfluencerGridState', () => {
  it('applies ?view= once the views load, and only then is ready', async () => {
    const { result, rerender } = setup('/influencers?view=1', 'loading');
    expect(result.current.ready).toBe(false);
    rerender({ items: views });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.state.query.filters).toEqual({ country: ['DE'] });
    expect(result.current.state.columns.tags).toBe(false);
    expect(window.localStorage.getItem('influencers.lastView')).toBe('1');
  });

  it('choosing "all creators" clears the view and does not re-apply the old one', async () => {
    const { result, location } = setup('/influencers?view=1');
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.chooseView(null));
    await waitFor(() => expect(location()).toBe('/influencers'));
    expect(result.current.state.query.filters).toEqual({});
    expect(result.current.viewId).toBeNull();
    expect(window.localStorage.getItem('influencers.lastView')).toBeNull();
  });

  it('switches between views', async () => {
    const { result, location } = setup('/influencers?view=1');
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.chooseView(2));
    await waitFor(() => expect(result.current.state.query.filters).toEqual({ channelType: [2] }));
    expect(location()).toBe('/influencers?view=2');
  });

  it('keeps a just-saved view even before the view list has it', async () => {
    const { result, location } = setup('/influencers');
    act(() => result.current.setQuery({ search: 'speedrun' }));
    act(() => result.current.adoptView(9));
    await waitFor(() => expect(location()).toBe('/influencers?view=9'));
    expect(result.current.ready).toBe(true);
    expect(result.current.state.query.search).toBe('speedrun');
  });

  it('reopens the last chosen view when the address names none', async () => {
    window.localStorage.setItem('influencers.lastView', '2');
    const { result, location } = setup('/influencers');
    await waitFor(() => expect(location()).toBe('/influencers?view=2'));
    await waitFor(() => expect(result.current.state.query.filters).toEqual({ channelType: [2] }));
  });

  it('drops a view that no longer exists and forgets it', async () => {
    window.localStorage.setItem('influencers.lastView', '5');
    const { result, location } = setup('/influencers?view=5');
    await waitFor(() => expect(location()).toBe('/influencers'));
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(window.localStorage.getItem('influencers.lastView')).toBeNull();
  });

  it('?list= opens the grid filtered to that list and leaves the address clean', async () => {
    const { result, location } = setup('/influencers?list=7');
    expect(result.current.state.query.filters).toEqual({ listId: 7 });
    await waitFor(() => expect(location()).toBe('/influencers'));
    expect(result.current.ready).toBe(true);
  });
});
