import {
  type CampaignListItem,
  campaignEndpoints,
  type LeadMagnetStatsResponse,
  leadMagnetEndpoints,
} from '@app/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../testing/api-fake.ts';
import { setUpComponentTests, stubResizeObserver } from '../../../testing/component-tests.ts';
import { renderGridRoute } from '../../../testing/data-grid.tsx';
import { LiveCaptureListPage } from './live-capture-list-page.tsx';

vi.mock('../../../api/call-endpoint.ts', () => import('../../../testing/api-fake.ts'));

setUpComponentTests();
stubResizeObserver();

const campaign = {
  id: 7,
  name: 'Hades II Launch',
  productId: 1,
  product: { id: 1, title: 'Hades II', imageUrl: null },
  type: 'free',
  status: 1,
  image: null,
  startedAt: null,
  finishedAt: null,
  isLiveCapture: true,
  createdBy: null,
  canDelete: true,
  counts: { invitedCount: 0, shortlistedCount: 0, publishedCount: 0 },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
} as unknown as CampaignListItem;

function stats(period: number): LeadMagnetStatsResponse {
  return {
    period: period as LeadMagnetStatsResponse['period'],
    from: '2026-10-28',
    to: '2026-11-26',
    totals: { submissions: 40, mapped: 30, added: 15, conversion: 0.375 },
    campaigns: [
      {
        campaignId: 7,
        campaignName: 'Hades II Launch',
        leadMagnetId: 11,
        slug: 'hades-ii-launch',
        submissions: 40,
        mapped: 30,
        added: 15,
        conversion: 0.375,
      },
    ],
    series: [{ from: '2026-11-26', to: '2026-11-27', submissions: 40, mapped: 30, added: 15 }],
  };
}

beforeEach(() => {
  api.reset();
  api.on(campaignEndpoints.list, () => ({ items: [campaign], total: 1 }));
  api.on(leadMagnetEndpoints.stats, ({ query }) => stats(Number(query?.period ?? 30)));
});

describe('LiveCaptureListPage', { timeout: 60_000 }, () => {
  it('lists the live-capture campaigns with their figures for the period', async () => {
    const grid = await renderGridRoute(<LiveCaptureListPage />, '/live-capture', {
      name: 'Live-capture campaigns',
      showing: '/apply/hades-ii-launch',
    });
    expect(grid.textContent).toContain('38%');
    expect(api.inputsOf(campaignEndpoints.list)[0]?.body).toMatchObject({
      filters: { isLiveCapture: true },
    });
    expect(api.inputsOf(leadMagnetEndpoints.stats)[0]?.query).toEqual({ period: 30 });
    expect(screen.getByRole('link', { name: 'Add live capture' }).getAttribute('href')).toBe(
      '/live-capture/add',
    );
    expect(screen.getByRole('link', { name: 'Hades II Launch' }).getAttribute('href')).toBe(
      '/live-capture/7/view',
    );

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '90 days' })));
    await waitFor(() =>
      expect(api.inputsOf(leadMagnetEndpoints.stats).at(-1)?.query).toEqual({ period: 90 }),
    );
  });
});
