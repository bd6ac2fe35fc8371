import { type BlocklistEntry, leadMagnetEndpoints } from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../testing/api-fake.ts';
import { setUpComponentTests } from '../../../testing/component-tests.ts';
import { renderGridRoute } from '../../../testing/data-grid.tsx';
import { renderRoute } from '../../../testing/render-route.tsx';
import { BlocklistTab } from './blocklist-tab.tsx';

vi.mock('../../../api/call-endpoint.ts', () => import('../../../testing/api-fake.ts'));

setUpComponentTests();

const entry: BlocklistEntry = {
  id: 5,
  kind: 'emailDomain',
  value: 'spam.test',
  note: 'Key resellers',
  createdBy: { id: 1, name: 'Ada' },
  createdAt: '2026-11-20T10:00:00.000Z',
  blockedAttempts: 3,
};

beforeEach(() => {
  api.reset();
  api.on(leadMagnetEndpoints.blocklist, () => ({ items: [entry], total: 1 }));
  api.on(leadMagnetEndpoints.blockCreate, ({ body }) => ({
    ...entry,
    id: 6,
    kind: body.kind,
    value: body.value.toLowerCase(),
  }));
  api.on(leadMagnetEndpoints.blockDelete, () => undefined);
});

describe('BlocklistTab', { timeout: 60_000 }, () => {
  it('lists the entries and blocks a channel', async () => {
    const grid = await renderGridRoute(<BlocklistTab />, '/settings?tab=live-capture-blocklist', {
      name: 'Live capture blocklist',
      showing: 'spam.test',
    });
    expect(grid.textContent).toContain('Email domain');
    expect(api.inputsOf(leadMagnetEndpoints.blocklist)[0]?.body).toEqual({
      page: 0,
      pageSize: 25,
    });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Block' })));
    const dialog = screen.getByRole('dialog', { name: 'Block from lead magnets' });
    await act(async () =>
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Kind' })),
    );
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Channel' })));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Channel link' }), {
      target: { value: 'https://twitch.tv/Reseller' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Block' })));
    await waitFor(() =>
      expect(api.inputsOf(leadMagnetEndpoints.blockCreate)).toEqual([
        { body: { kind: 'channel', value: 'https://twitch.tv/Reseller', note: null } },
      ]),
    );
  });

  it('unblocks after a confirmation', async () => {
    renderRoute(<BlocklistTab />, '/settings?tab=live-capture-blocklist');
    await screen.findByText('spam.test');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Actions for spam.test' })),
    );
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' })));
    const confirm = screen.getByRole('dialog', { name: 'Unblock' });
    await act(async () =>
      fireEvent.click(within(confirm).getByRole('button', { name: 'Unblock' })),
    );
    await waitFor(() =>
      expect(api.inputsOf(leadMagnetEndpoints.blockDelete)).toEqual([{ params: { id: 5 } }]),
    );
  });
});
