import { mailingEndpoints as endpoints } from '@app/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../testing/api-fake.ts';
import { setUpComponentTests, stubMatchMedia } from '../../../testing/component-tests.ts';
import { mailboxAccount } from '../../../testing/mailing-fixtures.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { SyncStatusBar } from './sync-status-bar.tsx';

vi.mock('../../../api/call-endpoint.ts', () => import('../../../testing/api-fake.ts'));

setUpComponentTests();

// Issue 29: a mailbox whose sync stopped says why, names the fix and links to the place that
// fixes it (Settings > Manager Emails), on a phone too. Issue 31: in words, not the server's.

const failingImap = mailboxAccount({
  id: 3,
  email: 'maria@studio.test',
  syncState: 'error',
  lastError: 'Authentication failed.',
});
const healthy = mailboxAccount({ id: 4, email: 'team@studio.test' });

beforeEach(() => {
  api.reset();
  api.on(endpoints.accounts, () => ({ items: [failingImap, healthy] }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** jsdom has no media queries: a phone answers the max-width ones. */
function onPhone() {
  stubMatchMedia((query) => query.includes('max-width'));
}

const show = () => renderRoute(<SyncStatusBar />, '/mailings').router;

describe('SyncStatusBar, a failing mailbox', { timeout: 60_000 }, () => {
  it('says why it stopped, names the fix and links to Settings > Manager Emails', async () => {
    const router = show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('Authentication failed.');
    expect(alert.textContent).toContain(
      'The mail server refused the username or password. Enter them again for this mailbox. Then Sync now.',
    );
    const fix = within(alert).getByRole('link', { name: 'Open Manager Emails' });
    expect(fix.getAttribute('href')).toBe('/settings?tab=manager-emails');
    // Only the failing mailbox carries it.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByText('Sync stopped')).toBeTruthy();
    fireEvent.click(fix);
    expect(router.state.location.pathname).toBe('/settings');
    expect(router.state.location.search).toBe('?tab=manager-emails');
  });

  it('tells a Gmail mailbox to reconnect Google', async () => {
    api.on(endpoints.accounts, () => ({
      items: [
        mailboxAccount({
          email: 'maria@gmail.test',
          provider: 'gmail',
          syncState: 'error',
          lastError: 'Google revoked access to this mailbox.',
        }),
      ],
    }));
    show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Google no longer accepts the app’s sign-in for this address. Reconnect Google for it in Manager Emails.',
    );
    expect(within(alert).getByRole('link', { name: 'Open Manager Emails' })).toBeTruthy();
  });

  it('stays open with its fix on a phone, where a healthy mailbox folds to one line', async () => {
    onPhone();
    show();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Open Manager Emails' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disconnect: maria@studio.test' })).toBeTruthy();
    // The healthy one: details on demand.
    expect(screen.queryByRole('button', { name: 'Disconnect: team@studio.test' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mailbox details: team@studio.test' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mailbox details: maria@studio.test' })).toBeNull();
  });
});
