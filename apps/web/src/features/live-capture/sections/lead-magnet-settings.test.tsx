import {
  type Campaign,
  captureVerificationHelp,
  type LeadMagnet,
  leadMagnetEndpoints,
} from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BadRequestError } from '../../../api/errors.ts';
import { api } from '../../../testing/api-fake.ts';
import { setUpComponentTests } from '../../../testing/component-tests.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { LeadMagnetSettings } from './lead-magnet-settings.tsx';

vi.mock('../../../api/call-endpoint.ts', () => import('../../../testing/api-fake.ts'));

setUpComponentTests();

// Only what the settings read of the campaign.
const campaign = { id: 7, name: 'Hades II Launch', isLiveCapture: true } as Campaign;

const saved: LeadMagnet = {
  id: 11,
  campaignId: 7,
  type: 'hosted_page',
  slug: 'hades-ii-launch',
  title: null,
  intro: null,
  successMessage: null,
  fields: [],
  allowedOrigins: ['https://mygame.com'],
  settings: { autovalidate: true, autoinvite: false, minSubscribers: 500, verification: 'email' },
  pageUrl: 'https://app.test/apply/hades-ii-launch',
  embedHtml: '<iframe src="https://app.test/apply/hades-ii-launch?embed=1"></iframe>',
  submissionsCount: 4,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
};

beforeEach(() => api.reset());

function show() {
  renderRoute(<LeadMagnetSettings campaign={campaign} />, '/campaigns/7/view?tab=settings');
}

describe('LeadMagnetSettings', { timeout: 60_000 }, () => {
  it('sets up a lead magnet with the slug taken from the campaign name', async () => {
    api.on(leadMagnetEndpoints.get, () => ({ leadMagnet: null }));
    api.on(leadMagnetEndpoints.create, () => saved);
    show();
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Set up the lead magnet' })),
    );
    const form = screen.getByRole('form', { name: 'Lead magnet' });
    const slug = within(form).getByRole('textbox', { name: 'Page address' }) as HTMLInputElement;
    expect(slug.value).toBe('hades-ii-launch');
    fireEvent.click(within(form).getByRole('radio', { name: /Embeddable form/ }));
    // The default proof is the channel, and the screen says what it lets through.
    expect(within(form).getByText(captureVerificationHelp.channel)).toBeTruthy();
    await act(async () =>
      fireEvent.click(within(form).getByRole('button', { name: 'Create lead magnet' })),
    );
    await waitFor(() => expect(api.inputsOf(leadMagnetEndpoints.create)).toHaveLength(1));
    expect(api.inputsOf(leadMagnetEndpoints.create)[0]).toEqual({
      params: { id: 7 },
      body: {
        type: 'embeddable_form',
        slug: 'hades-ii-launch',
        title: null,
        intro: null,
        successMessage: null,
        fields: [],
        allowedOrigins: [],
        settings: {
          autovalidate: true,
          autoinvite: false,
          minSubscribers: 0,
          verification: 'channel',
        },
      },
    });
    // Created: its link and snippet show, ready to copy.
    expect(
      ((await screen.findByRole('textbox', { name: 'Page link' })) as HTMLInputElement).value,
    ).toBe('https://app.test/apply/hades-ii-launch');
    expect(screen.getByRole('button', { name: 'Copy snippet' })).toBeTruthy();
  });

  it('saves a change to the settings, and puts a taken slug on its field', async () => {
    api.on(leadMagnetEndpoints.get, () => ({ leadMagnet: saved }));
    api.on(leadMagnetEndpoints.update, () => {
      throw new BadRequestError(409, 'CONFLICT', 'This address is taken', {
        slug: 'This address is taken',
      });
    });
    show();
    const form = await screen.findByRole('form', { name: 'Lead magnet' });
    expect(
      (within(form).getByRole('textbox', { name: 'Allowed origins' }) as HTMLTextAreaElement).value,
    ).toBe('https://mygame.com');
    fireEvent.click(within(form).getByRole('switch', { name: /Autoinvite/ }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Page address' }), {
      target: { value: 'taken-one' },
    });
    await act(async () =>
      fireEvent.click(within(form).getByRole('button', { name: 'Save changes' })),
    );
    await waitFor(() => expect(api.inputsOf(leadMagnetEndpoints.update)).toHaveLength(1));
    expect(api.inputsOf(leadMagnetEndpoints.update)[0]).toMatchObject({
      params: { id: 7, lid: 11 },
      body: {
        slug: 'taken-one',
        allowedOrigins: ['https://mygame.com'],
        settings: {
          autovalidate: true,
          autoinvite: true,
          minSubscribers: 500,
          verification: 'email',
        },
      },
    });
    await waitFor(() => expect(within(form).getByText('This address is taken')).toBeTruthy());
  });
});
