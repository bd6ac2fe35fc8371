import { CampaignType, EmailStatStatus, emailStatsEndpoints } from '@app/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../testing/api-fake.ts';
import { setUpComponentTests } from '../../../testing/component-tests.ts';
import { renderGridRoute } from '../../../testing/data-grid.tsx';
import { CampaignEmailStats } from './campaign-email-stats.tsx';

vi.mock('../../../api/call-endpoint.ts', () => import('../../../testing/api-fake.ts'));

setUpComponentTests();

const totals = {
  sent: 1,
  queued: 0,
  delivered: 1,
  opened: 1,
  clicked: 0,
  error: 0,
  bounced: 0,
  not_opened: 0,
};

const row = {
  influencer: { id: 3, mediaName: 'Nova Plays', email: 'nova@example.com' },
  status: null,
  sent: 1,
  delivered: 1,
  opened: 1,
  clicked: 0,
  error: 0,
  bounced: 0,
  lastStatus: EmailStatStatus.Opened,
  lastSubject: 'Your key',
  lastKind: 'custom' as const,
  lastSentAt: '2026-11-20T10:00:00.000Z',
  lastError: null,
  unsubscribed: false,
};

beforeEach(() => {
  api.reset();
  api.on(emailStatsEndpoints.totals, () => totals);
  api.on(emailStatsEndpoints.list, () => ({ items: [row], total: 1 }));
});

describe('CampaignEmailStats', { timeout: 60_000 }, () => {
  it('searches and filters the emailed creators on the server', async () => {
    await renderGridRoute(
      <CampaignEmailStats campaign={{ id: 7, type: CampaignType.Free }} />,
      '/campaigns/7',
      { name: 'Emails per creator', showing: 'Nova Plays' },
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search emailed creators' }), {
      target: { value: ' nova ' },
    });
    await act(async () =>
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Email status' })),
    );
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Opened' })));

    await waitFor(() =>
      expect(api.inputsOf(emailStatsEndpoints.list).at(-1)?.body).toMatchObject({
        page: 0,
        search: 'nova',
        filters: { lastStatus: EmailStatStatus.Opened },
      }),
    );
  });
});
