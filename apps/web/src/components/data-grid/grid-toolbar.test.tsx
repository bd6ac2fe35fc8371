import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '../../testing/component-tests.ts';
import { FilterSelect } from './filter-select.tsx';
import { GridToolbar } from './grid-toolbar.tsx';

setUpComponentTests();

const search = { value: '', onChange: () => {}, placeholder: 'Search…', ariaLabel: 'Search lists' };

describe('GridToolbar', () => {
  it('offers "Delete (n)" only while rows are selected, next to the add button', () => {
    const onDelete = vi.fn();
    const onAdd = vi.fn();
    const { rerender } = render(
      <GridToolbar
        search={search}
        selection={{ count: 0, onDelete }}
        add={{ label: 'New list', onClick: onAdd }}
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Search lists' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New list' }));
    expect(onAdd).toHaveBeenCalled();

    rerender(
      <GridToolbar
        search={search}
        selection={{ count: 3, onDelete }}
        add={{ label: 'New list', onClick: onAdd }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete (3)' }));
    expect(onDelete).toHaveBeenCalled();
  });

  it('shows selected-row actions in a "Bulk actions" bar that counts the rows', () => {
    const { rerender } = render(
      <GridToolbar selection={{ count: 0, actions: <button type="button">Invite</button> }} />,
    );
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
    rerender(
      <GridToolbar selection={{ count: 2, actions: <button type="button">Invite</button> }} />,
    );
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Invite' })).toBeTruthy();
  });
});

describe('FilterSelect', () => {
  it('answers the option as given (a number stays a number) and "" for all', async () => {
    const onChange = vi.fn();
    render(
      <FilterSelect<number>
        label="Role"
        value=""
        onChange={onChange}
        allLabel="All roles"
        options={[
          { value: 1, label: 'Admin' },
          { value: 2, label: 'Manager' },
        ]}
        width={160}
      />,
    );
    await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role' })));
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Manager' })));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});
