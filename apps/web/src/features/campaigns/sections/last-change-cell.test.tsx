import type { WorkflowTransition } from '@app/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpComponentTests } from '../../../testing/component-tests.ts';
import { LastChangeCell } from './last-change-cell.tsx';

setUpComponentTests();

const paid: WorkflowTransition = {
  id: 7,
  action: 'pay',
  fromStatus: 2,
  toStatus: 3,
  actor: { id: 1, name: 'Dana Reyes' },
  via: 'team',
  revenueAmount: 500,
  note: null,
  createdAt: '2026-11-20T10:00:00Z',
};

describe('LastChangeCell', () => {
  it('names who made the step', () => {
    render(<LastChangeCell row={{ lastTransition: paid, updatedAt: paid.createdAt }} />);
    expect(screen.getByText('Paid by Dana Reyes')).toBeTruthy();
    expect(screen.queryByText(/Reason/)).toBeNull();
  });

  it("shows the team's reason for paying early, whole in the tooltip", async () => {
    const note = 'Stream booked for Friday; paid up front as agreed by phone';
    render(
      <LastChangeCell row={{ lastTransition: { ...paid, note }, updatedAt: paid.createdAt }} />,
    );
    const caption = screen.getByText(`Paid by Dana Reyes. Reason: ${note}`);
    await act(async () => fireEvent.mouseOver(caption));
    expect((await screen.findByRole('tooltip')).textContent).toBe(`Reason: ${note}`);
  });
});
