import { ChannelType, leadMagnetEndpoints, type Submission } from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../testing/api-fake.ts';
import { setUpComponentTests } from '../../../testing/component-tests.ts';
import { submissionFixture } from '../../../testing/live-capture-fixtures.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { SubmissionsTable } from './submissions-table.tsx';

vi.mock('../../../api/call-endpoint.ts', () => import('../../../testing/api-fake.ts'));

setUpComponentTests();

const channel = {
  id: 42,
  name: 'Mira Streams',
  url: 'https://twitch.tv/mira',
  type: ChannelType.Twitch,
  subscribers: 48_000,
};
const rows: Submission[] = [
  submissionFixture({
    id: 1,
    email: 'broken@mail.test',
    status: 'check error',
    attempts: 5,
    checkError: {
      step: 'validate',
      message: 'System error before channel validation',
      reason: 'YouTube API key is not configured',
      at: '2026-11-26T10:01:00.000Z',
    },
  }),
  submissionFixture({
    id: 2,
    email: 'mira@mail.test',
    channelUrl: 'https://twitch.tv/mira',
    channelType: ChannelType.Twitch,
    status: 'mapped',
    outcome: 'belowMinimum',
    flags: ['emailDomainMismatch'],
    channel,
    influencer: { id: 8, name: 'Mira' },
  }),
  submissionFixture({
    id: 3,
    email: 'done@mail.test',
    status: 'added to workflow',
    outcome: 'invited',
    channel: { ...channel, id: 43, name: 'Done Channel' },
  }),
];

beforeEach(() => {
  api.reset();
  api.on(leadMagnetEndpoints.submissions, () => ({
    items: rows,
    total: rows.length,
    statusCounts: {
      'not mapped': 4,
      mapped: 1,
      'email sent': 0,
      'added to workflow': 1,
      'check error': 1,
    },
  }));
  api.on(leadMagnetEndpoints.retry, () => rows[0] as Submission);
  api.on(leadMagnetEndpoints.addToCampaign, () => rows[1] as Submission);
  api.on(leadMagnetEndpoints.deleteSubmission, () => undefined);
});

async function show() {
  renderRoute(<SubmissionsTable campaignId={7} />, '/live-capture/7/view');
  return screen.findByRole('grid', { name: 'Submissions' });
}

async function menuFor(email: string) {
  await act(async () =>
    fireEvent.click(screen.getByRole('button', { name: `Actions for ${email}` })),
  );
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

describe('SubmissionsTable', { timeout: 60_000 }, () => {
  it('shows each row with its channel, status, check error, outcome and flags', async () => {
    const grid = await show();
    await waitFor(() => expect(grid.textContent).toContain('broken@mail.test'));
    expect(grid.textContent).toContain('System error before channel validation');
    expect(grid.textContent).toContain('YouTube API key is not configured');
    expect(grid.textContent).toContain('Mira Streams');
    expect(grid.textContent).toContain('48K subscribers');
    expect(grid.textContent).toContain('Below the minimum');
    expect(
      within(grid).getByRole('img', { name: "Email domain differs from the channel's contact" }),
    ).toBeTruthy();
    // The tabs count every status, and All their sum.
    expect(screen.getByRole('tab', { name: /^All/ }).textContent).toBe('All7');
    expect(screen.getByRole('tab', { name: /^Not mapped/ }).textContent).toBe('Not mapped4');
  });

  it('offers each row the actions its status allows', async () => {
    await show();
    await screen.findByText('broken@mail.test');
    expect(await menuFor('broken@mail.test')).toEqual(['Retry', 'Map', 'Delete']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await menuFor('mira@mail.test')).toEqual(['Map again', 'Add to campaign', 'Delete']);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(await menuFor('done@mail.test')).toEqual(['Delete']);
  });

  it('retries, adds to the campaign, and deletes after a confirmation', async () => {
    await show();
    await screen.findByText('broken@mail.test');
    await menuFor('broken@mail.test');
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Retry' })));
    await waitFor(() =>
      expect(api.inputsOf(leadMagnetEndpoints.retry)).toEqual([{ params: { id: 7, sid: 1 } }]),
    );

    await menuFor('mira@mail.test');
    await act(async () =>
      fireEvent.click(screen.getByRole('menuitem', { name: 'Add to campaign' })),
    );
    await waitFor(() =>
      expect(api.inputsOf(leadMagnetEndpoints.addToCampaign)).toEqual([
        { params: { id: 7, sid: 2 } },
      ]),
    );

    await menuFor('done@mail.test');
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' })));
    const confirm = screen.getByRole('dialog', { name: 'Delete submission' });
    expect(confirm.textContent).toContain('done@mail.test');
    expect(api.inputsOf(leadMagnetEndpoints.deleteSubmission)).toEqual([]);
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' })));
    await waitFor(() =>
      expect(api.inputsOf(leadMagnetEndpoints.deleteSubmission)).toEqual([
        { params: { id: 7, sid: 3 } },
      ]),
    );
  });

  it('asks the server for one status, sorted newest first', async () => {
    await show();
    await screen.findByText('broken@mail.test');
    expect(api.inputsOf(leadMagnetEndpoints.submissions)[0]?.query).toEqual({
      page: 0,
      pageSize: 25,
      sortField: 'createdAt',
      sortOrder: 'desc',
    });
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: /^Check error/ })));
    await waitFor(() =>
      expect(api.inputsOf(leadMagnetEndpoints.submissions).at(-1)?.query).toMatchObject({
        status: 'check error',
        page: 0,
      }),
    );
  });

  it('opens the mapping dialog from the row', async () => {
    api.on(leadMagnetEndpoints.applyMapping, () => rows[0] as Submission);
    await show();
    await screen.findByText('broken@mail.test');
    await menuFor('broken@mail.test');
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Map' })));
    expect(screen.getByRole('dialog', { name: 'Map submission' })).toBeTruthy();
  });
});
