import type { Task } from '@app/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpComponentTests } from '../../../testing/component-tests.ts';
import { ImportProgress } from './import-progress.tsx';

setUpComponentTests();

const task = (status: Task['status']): Task => ({
  id: 7,
  type: 'influencer-import',
  status,
  name: 'creators.xlsx',
  total: 10_000,
  processed: 1_500,
  progress: 15,
  counts: { created: 1_500, merged: 0, updated: 0, skipped: 0, failed: 0 },
  results: [],
  error: null,
  createdBy: null,
  createdAt: '2026-01-01T00:00:00Z',
  startedAt: '2026-01-01T00:00:01Z',
  finishedAt: null,
});

describe('ImportProgress', () => {
  it('says an import is resuming, and from where, while another server takes it over', () => {
    const { rerender } = render(<ImportProgress task={task('resuming')} />);
    expect(screen.getByText('Resuming')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'The server running this import stopped. Another one is taking it over and goes on after the 1,500 rows already done.',
    );
    expect(screen.getByText('1,500 of 10,000 rows')).toBeTruthy();

    rerender(<ImportProgress task={task('running')} />);
    expect(screen.getByText('Running')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the rows to review', () => {
  it('are a list the keyboard can reach, since it scrolls and holds only text', () => {
    render(
      <ImportProgress
        task={{
          ...task('completed'),
          counts: { created: 9_998, merged: 0, updated: 0, skipped: 0, failed: 2 },
          results: [
            { row: 4, outcome: 'failed', influencerId: null, message: 'Unsupported channel URL' },
            { row: 9, outcome: 'failed', influencerId: null, message: 'URL is empty' },
          ],
        }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Rows to review' });
    expect(list.getAttribute('tabindex')).toBe('0');
    expect(list.querySelectorAll('li')).toHaveLength(2);
  });
});
