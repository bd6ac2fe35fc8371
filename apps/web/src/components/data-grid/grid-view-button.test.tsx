import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '../../testing/component-tests.ts';
import { GridViewButton } from './grid-view-button.tsx';
import type { GridView } from './use-grid-view.ts';

setUpComponentTests();

describe('GridViewButton', () => {
  it('keeps the focus in the panel after Reset, so Escape still closes it', () => {
    const view: GridView = {
      columns: { channels: true },
      density: 'compact',
      setColumns: vi.fn(),
      setDensity: vi.fn(),
      reset: vi.fn(),
    };
    render(<GridViewButton grid={{ view, apiRef: { current: null } as never }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Display' }));
    const panel = screen.getByRole('dialog', { name: 'Display' });
    const reset = within(panel).getByRole('button', { name: 'Reset' });
    reset.focus();

    fireEvent.click(reset);

    expect(view.reset).toHaveBeenCalledOnce();
    // Reset disables itself once the view is back to its defaults: the focus must not be on it.
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Compact' }));
  });
});
