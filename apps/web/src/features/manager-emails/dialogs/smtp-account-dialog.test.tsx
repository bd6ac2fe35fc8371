import { mailAccountEndpoints as endpoints, type MailerAccount } from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../testing/api-fake.ts';
import { setUpComponentTests } from '../../../testing/component-tests.ts';
import { renderDialog } from '../../../testing/render-route.tsx';
import { SmtpAccountDialog } from './smtp-account-dialog.tsx';

vi.mock('../../../api/call-endpoint.ts', () => import('../../../testing/api-fake.ts'));

setUpComponentTests();

const saved: MailerAccount = {
  id: 9,
  email: 'maria@studio.test',
  name: 'Maria',
  authType: 'smtp',
  host: 'smtp.studio.test',
  port: 587,
  username: 'maria',
  secure: false,
  hasPassword: true,
  connected: true,
  signInError: null,
  imapHost: null,
  imapPort: null,
  imapSecure: null,
  imapUsername: null,
  hasImapPassword: false,
  owner: { id: 1, name: 'Maria' },
  canEdit: true,
  createdAt: '2026-10-01T00:00:00Z',
  updatedAt: '2026-10-01T00:00:00Z',
};

beforeEach(() => {
  api.reset();
  api.on(endpoints.update, ({ body }) => ({ ...saved, imapHost: body.imapHost ?? null }));
});

const show = (account: MailerAccount | null = saved) =>
  renderDialog((onClose) => <SmtpAccountDialog account={account} onClose={onClose} />, '/settings');

const imap = () => within(screen.getByRole('region', { name: 'IMAP (Mailings)' }));

describe('SmtpAccountDialog: IMAP (Mailings)', () => {
  it('shows the SMTP settings as the IMAP defaults', () => {
    show();
    const host = imap().getByRole('textbox', { name: 'IMAP host' }) as HTMLInputElement;
    expect(host.placeholder).toBe('smtp.studio.test');
    const port = imap().getByRole('textbox', { name: 'IMAP port' }) as HTMLInputElement;
    expect(port.placeholder).toBe('993');
    const user = imap().getByRole('textbox', { name: 'IMAP username' }) as HTMLInputElement;
    expect(user.placeholder).toBe('maria');
    expect(imap().getByRole('switch', { name: /Use TLS for IMAP/ })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('tests the saved mailbox and says how it went, with the server’s reason in words', async () => {
    api.on(endpoints.testImap, () => ({
      ok: false,
      message: 'Failed to connect/authenticate with IMAP' as const,
      detail: 'AUTHENTICATIONFAILED',
    }));
    show();
    await act(async () => fireEvent.click(imap().getByRole('button', { name: 'Test IMAP' })));
    expect(api.inputsOf(endpoints.testImap)).toEqual([{ body: { id: 9 } }]);
    const status = await imap().findByRole('status');
    expect(status.textContent).toContain('Failed to connect/authenticate with IMAP');
    // The server's reason in words (issue 31); the raw code is an Admin's, behind Details.
    expect(status.textContent).toContain('The mail server refused the username or password.');
    expect(status.textContent).not.toContain('AUTHENTICATIONFAILED');

    api.on(endpoints.testImap, () => ({
      ok: true,
      message: 'Connection successful' as const,
      detail: null,
    }));
    await act(async () => fireEvent.click(imap().getByRole('button', { name: 'Test IMAP' })));
    await waitFor(() =>
      expect(imap().getByRole('status').textContent).toContain('Connection successful'),
    );
  });

  it('offers Test IMAP only for a saved account', () => {
    show(null);
    expect(imap().queryByRole('button', { name: 'Test IMAP' })).toBeNull();
  });

  it('saves typed IMAP settings, empty ones as the SMTP defaults, and keeps the stored password', async () => {
    const { onClose } = show();
    fireEvent.change(imap().getByRole('textbox', { name: 'IMAP host' }), {
      target: { value: 'imap.studio.test' },
    });
    fireEvent.change(imap().getByRole('textbox', { name: 'IMAP port' }), {
      target: { value: '1993' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [input] = api.inputsOf(endpoints.update);
    expect(input?.params).toEqual({ id: 9 });
    expect(input?.body).toMatchObject({
      host: 'smtp.studio.test',
      imapHost: 'imap.studio.test',
      imapPort: 1993,
      imapSecure: null,
      imapUsername: null,
    });
    expect(input?.body).not.toHaveProperty('password');
    expect(input?.body).not.toHaveProperty('imapPassword');
  });
});
