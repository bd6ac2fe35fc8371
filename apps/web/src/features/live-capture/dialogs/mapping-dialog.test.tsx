import { influencerEndpoints, leadMagnetEndpoints } from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BadRequestError } from '../../../api/errors.ts';
import { api } from '../../../testing/api-fake.ts';
import { setUpComponentTests } from '../../../testing/component-tests.ts';
import { creatorFixture, submissionFixture } from '../../../testing/live-capture-fixtures.ts';
import { renderDialog } from '../../../testing/render-route.tsx';
import { MappingDialog } from './mapping-dialog.tsx';

vi.mock('../../../api/call-endpoint.ts', () => import('../../../testing/api-fake.ts'));

setUpComponentTests();

const submission = submissionFixture({
  status: 'check error',
  checkError: {
    step: 'validate',
    message: 'System error before channel validation',
    reason: 'Channel not found',
    at: '2026-11-26T10:01:00.000Z',
  },
});

beforeEach(() => {
  api.reset();
  api.on(influencerEndpoints.list, () => ({
    items: [creatorFixture()],
    total: 1,
    totalCapped: false,
  }));
  api.on(leadMagnetEndpoints.applyMapping, () => ({ ...submission, status: 'mapped' as const }));
});

const show = () =>
  renderDialog(
    (onClose) => <MappingDialog campaignId={7} submission={submission} onClose={onClose} />,
    '/live-capture/7/view',
  );

describe('MappingDialog', { timeout: 30_000 }, () => {
  it('shows the check error, searches the CRM for the handle and maps to the picked channel', async () => {
    const { onClose } = show();
    const dialog = screen.getByRole('dialog', { name: 'Map submission' });
    expect(dialog.textContent).toContain(
      'System error before channel validation: Channel not found',
    );
    const search = within(dialog).getByRole('searchbox', { name: 'Search channels' });
    expect((search as HTMLInputElement).value).toBe('KaiPlays');
    await waitFor(() =>
      expect(api.inputsOf(influencerEndpoints.list).at(-1)?.body).toMatchObject({
        search: 'KaiPlays',
      }),
    );
    // Nothing picked yet: the dialog says so and sends nothing.
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Map' })));
    expect(within(dialog).getByText('Pick a channel')).toBeTruthy();
    expect(api.inputsOf(leadMagnetEndpoints.applyMapping)).toEqual([]);

    await act(async () =>
      fireEvent.click(await within(dialog).findByRole('radio', { name: 'Kai Plays' })),
    );
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Map' })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.inputsOf(leadMagnetEndpoints.applyMapping)).toEqual([
      {
        params: { id: 7, sid: 3 },
        body: { mapping: { kind: 'channel', channelId: 42 }, continuePipeline: true },
      },
    ]);
  });

  it('maps to a channel link under a new influencer, without continuing the pipeline', async () => {
    const { onClose } = show();
    const dialog = screen.getByRole('dialog', { name: 'Map submission' });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('tab', { name: 'Channel link' })),
    );
    const url = within(dialog).getByRole('textbox', { name: 'Channel link' }) as HTMLInputElement;
    expect(url.value).toBe('https://www.youtube.com/@KaiPlays');
    fireEvent.change(url, { target: { value: ' https://www.twitch.tv/kaiplays ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Continue the pipeline/ }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Map' })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.inputsOf(leadMagnetEndpoints.applyMapping)[0]?.body).toEqual({
      mapping: { kind: 'url', channelUrl: 'https://www.twitch.tv/kaiplays', influencerId: null },
      continuePipeline: false,
    });
  });

  it("shows the server's refusal of a link on the link field and stays open", async () => {
    api.on(leadMagnetEndpoints.applyMapping, () => {
      throw new BadRequestError(400, 'VALIDATION', 'Unsupported channel URL', {
        'mapping.channelUrl': 'Unsupported channel URL',
      });
    });
    const { onClose } = show();
    const dialog = screen.getByRole('dialog', { name: 'Map submission' });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('tab', { name: 'Channel link' })),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Channel link' }), {
      target: { value: 'https://example.com/kai' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Map' })));
    await waitFor(() => expect(within(dialog).getByText('Unsupported channel URL')).toBeTruthy());
    expect(onClose).not.toHaveBeenCalled();
  });
});
