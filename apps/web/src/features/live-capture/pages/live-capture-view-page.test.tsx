import {
  type Campaign,
  campaignEndpoints,
  type LeadMagnet,
  leadMagnetEndpoints,
} from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BadRequestError } from '../../../api/errors.ts';
import { api } from '../../../testing/api-fake.ts';
import { setUpComponentTests, stubResizeObserver } from '../../../testing/component-tests.ts';
import { submissionFixture } from '../../../testing/live-capture-fixtures.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { LiveCaptureViewPage } from './live-capture-view-page.tsx';

vi.mock('../../../api/call-endpoint.ts', () => import('../../../testing/api-fake.ts'));

setUpComponentTests();
stubResizeObserver();

const campaign = { id: 7, name: 'Hades II Launch', isLiveCapture: true, status: 1 } as Campaign;
const magnet = {
  id: 11,
  campaignId: 7,
  slug: 'hades-ii-launch',
  pageUrl: 'https://app.test/apply/hades-ii-launch',
  embedHtml: '<iframe></iframe>',
  settings: { autovalidate: false } as LeadMagnet['settings'],
} as LeadMagnet;

beforeEach(() => {
  api.reset();
  api.on(campaignEndpoints.get, () => campaign);
  api.on(leadMagnetEndpoints.get, () => ({ leadMagnet: magnet }));
  api.on(leadMagnetEndpoints.stats, () => ({
    period: 30 as const,
    from: '2026-10-28',
    to: '2026-11-26',
    totals: { submissions: 1, mapped: 0, added: 0, conversion: 0 },
    campaigns: [],
    series: [{ from: '2026-11-26', to: '2026-11-27', submissions: 1, mapped: 0, added: 0 }],
  }));
  api.on(leadMagnetEndpoints.submissions, () => ({
    items: [submissionFixture()],
    total: 1,
    statusCounts: {
      'not mapped': 1,
      mapped: 0,
      'email sent': 0,
      'added to workflow': 0,
      'check error': 0,
    },
  }));
});

describe('LiveCaptureViewPage', { timeout: 60_000 }, () => {
  it("shows the campaign's page link, figures and submissions", async () => {
    renderRoute(<LiveCaptureViewPage />, '/live-capture/7/view', {
      path: '/live-capture/:id/view',
    });
    expect(await screen.findByRole('heading', { name: 'Hades II Launch' })).toBeTruthy();
    expect(
      ((await screen.findByRole('textbox', { name: 'Page link' })) as HTMLInputElement).value,
    ).toBe('https://app.test/apply/hades-ii-launch');
    expect(await screen.findByText('kai@mail.test')).toBeTruthy();
    expect(api.inputsOf(leadMagnetEndpoints.stats)[0]?.query).toEqual({
      campaignId: 7,
      period: 30,
    });
    expect(screen.getByRole('link', { name: 'Open the campaign' }).getAttribute('href')).toBe(
      '/campaigns/7/view',
    );
  });

  it('says so when the campaign does not exist', async () => {
    api.on(campaignEndpoints.get, () => {
      throw new BadRequestError(404, 'NOT_FOUND', 'Not found');
    });
    renderRoute(<LiveCaptureViewPage />, '/live-capture/99/view', {
      path: '/live-capture/:id/view',
    });
    await waitFor(() => expect(screen.getByText('Campaign not found')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Back to Live Capture' })).toBeTruthy();
  });
});
