import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDayTime } from '../../../format/format.ts';
import { setUpComponentTests } from '../../../testing/component-tests.ts';
import { RepliedChip } from './replied-chip.tsx';

setUpComponentTests();

describe('RepliedChip', () => {
  it('says Replied, with when in its tooltip', async () => {
    const repliedAt = '2026-11-01T12:00:00Z';
    render(<RepliedChip repliedAt={repliedAt} />);
    const chip = screen.getByText('Replied');
    await act(async () => fireEvent.mouseOver(chip));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe(`Replied ${formatDayTime(repliedAt)}`);
  });
});
