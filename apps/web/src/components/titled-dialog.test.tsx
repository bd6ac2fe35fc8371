import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '../testing/component-tests.ts';
import { TitledDialog } from './titled-dialog.tsx';

setUpComponentTests();

const pressEscape = () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });

describe('TitledDialog', () => {
  it('is named by its title and closes on Escape unless busy', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <TitledDialog title="Add to list" busy onClose={onClose}>
        Lists
      </TitledDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Add to list' })).toBeTruthy();
    pressEscape();
    expect(onClose).not.toHaveBeenCalled();

    rerender(
      <TitledDialog title="Add to list" onClose={onClose}>
        Lists
      </TitledDialog>,
    );
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers a Close button when asked', () => {
    const onClose = vi.fn();
    render(<TitledDialog title="Email preview" closeButton onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
