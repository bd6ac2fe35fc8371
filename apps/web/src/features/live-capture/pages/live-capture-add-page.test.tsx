import {
  type Campaign,
  campaignEndpoints,
  type LeadMagnet,
  leadMagnetEndpoints,
  type Product,
  productEndpoints,
} from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BadRequestError } from '../../../api/errors.ts';
import { api } from '../../../testing/api-fake.ts';
import { setUpComponentTests } from '../../../testing/component-tests.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { LiveCaptureAddPage } from './live-capture-add-page.tsx';

vi.mock('../../../api/call-endpoint.ts', () => import('../../../testing/api-fake.ts'));

setUpComponentTests();

const product = {
  id: 4,
  title: 'Hades II',
  description: null,
  image: null,
  platforms: [],
  storeLinks: [],
  campaignsCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
} as Product;

const campaign = { id: 7, name: 'Hades II Launch', isLiveCapture: true } as Campaign;

const magnet = {
  id: 11,
  campaignId: 7,
  slug: 'hades-ii-launch',
  pageUrl: 'https://app.test/apply/hades-ii-launch',
  embedHtml: '<iframe src="https://app.test/apply/hades-ii-launch?embed=1"></iframe>',
} as LeadMagnet;

beforeEach(() => {
  api.reset();
  api.on(productEndpoints.list, () => ({ items: [product], total: 1 }));
  api.on(campaignEndpoints.create, () => campaign);
  api.on(leadMagnetEndpoints.create, () => magnet);
});

/** Basic info and brief, filled and passed. */
async function fillCampaign() {
  renderRoute(<LiveCaptureAddPage />, '/live-capture/add');
  fireEvent.change(screen.getByRole('textbox', { name: 'Campaign name' }), {
    target: { value: 'Hades II Launch' },
  });
  // No switch for the flag: every campaign made here is a live capture.
  expect(screen.queryByRole('switch', { name: /Live capture/ })).toBeNull();
  await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Product' })));
  await act(async () => fireEvent.click(await screen.findByRole('option', { name: 'Hades II' })));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
  fireEvent.change(await screen.findByRole('textbox', { name: 'Brief' }), {
    target: { value: 'Play the new biome on stream.' },
  });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
  return screen.findByRole('textbox', { name: 'Page address' });
}

describe('LiveCaptureAddPage', { timeout: 60_000 }, () => {
  it('creates a live-capture campaign, then its lead magnet, then shows the link and snippet', async () => {
    const slug = (await fillCampaign()) as HTMLInputElement;
    expect(slug.value).toBe('hades-ii-launch');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Create live capture' })),
    );
    await waitFor(() => expect(api.inputsOf(leadMagnetEndpoints.create)).toHaveLength(1));
    expect(api.inputsOf(campaignEndpoints.create)[0]?.body).toMatchObject({
      name: 'Hades II Launch',
      productId: 4,
      brief: 'Play the new biome on stream.',
      isLiveCapture: true,
    });
    expect(api.inputsOf(leadMagnetEndpoints.create)[0]).toMatchObject({
      params: { id: 7 },
      body: { type: 'hosted_page', slug: 'hades-ii-launch' },
    });
    const link = (await screen.findByRole('textbox', { name: 'Page link' })) as HTMLInputElement;
    expect(link.value).toBe('https://app.test/apply/hades-ii-launch');
    expect(
      (screen.getByRole('textbox', { name: 'Embed snippet' }) as HTMLTextAreaElement).value,
    ).toContain('<iframe');
    expect(screen.getByRole('link', { name: 'Follow submissions' }).getAttribute('href')).toBe(
      '/live-capture/7/view',
    );
  });

  it('creates the campaign once when the lead magnet is refused, and sends the fixed one alone', async () => {
    let refuse = true;
    api.on(leadMagnetEndpoints.create, () => {
      if (refuse) {
        refuse = false;
        throw new BadRequestError(409, 'CONFLICT', 'This address is taken', {
          slug: 'This address is taken',
        });
      }
      return magnet;
    });
    const slug = await fillCampaign();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Create live capture' })),
    );
    await waitFor(() => expect(screen.getByText('This address is taken')).toBeTruthy());
    expect(screen.getByRole('alert').textContent).toContain('Hades II Launch');
    fireEvent.change(slug, { target: { value: 'hades-ii-creators' } });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Create lead magnet' })),
    );
    await screen.findByRole('textbox', { name: 'Page link' });
    expect(api.inputsOf(campaignEndpoints.create)).toHaveLength(1);
    expect(api.inputsOf(leadMagnetEndpoints.create).map((c) => c.body?.slug)).toEqual([
      'hades-ii-launch',
      'hades-ii-creators',
    ]);
    expect(within(document.body).queryByRole('button', { name: 'Back' })).toBeNull();
  });
});
