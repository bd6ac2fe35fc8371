import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../api/errors.ts';
import { setUpComponentTests } from '../testing/component-tests.ts';
import { QueryEmptyState } from './query-empty-state.tsx';

setUpComponentTests();

const shown = (query: { isError: boolean; error: unknown }) =>
  render(
    <QueryEmptyState
      query={query}
      errorTitle="Could not load lists"
      icon={null}
      title="No lists yet"
      description="Group creators into lists."
      action={<button type="button">New list</button>}
    />,
  );

describe('QueryEmptyState', () => {
  it('says what is missing and offers the action when the query answered nothing', () => {
    shown({ isError: false, error: null });
    expect(screen.getByRole('heading', { name: 'No lists yet' })).toBeTruthy();
    expect(screen.getByText('Group creators into lists.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New list' })).toBeTruthy();
  });

  it('says why in words, without the action, when the query failed', () => {
    shown({ isError: true, error: new NetworkError() });
    expect(screen.getByRole('heading', { name: 'Could not load lists' })).toBeTruthy();
    expect(screen.getByText('Network error. Check your connection and try again.')).toBeTruthy();
    expect(screen.queryByText('Group creators into lists.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New list' })).toBeNull();
  });
});
