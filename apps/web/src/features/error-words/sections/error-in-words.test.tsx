import { type ErrorWhere, errorWordsMessages as m, type User, UserRole } from '@app/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../api/query-keys.ts';
import { setUpComponentTests } from '../../../testing/component-tests.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { ErrorInWords } from './error-in-words.tsx';

setUpComponentTests();

const user = (role: UserRole) => ({ id: 1, email: 'a@studio.test', role }) as unknown as User;

function show(raw: string, where: ErrorWhere, role: UserRole, extra: { creatorId?: number } = {}) {
  renderRoute(<ErrorInWords raw={raw} where={where} {...extra} />, '/mailings', {
    prepare: (client) => client.setQueryData(queryKeys.me, user(role)),
  });
}

const link = () => screen.queryByRole('link');

// Each family of place: the sentence, the link to the screen that fixes it, and the raw text
// only behind an Admin's Details.
describe('an error in words', () => {
  it('a mailbox the server refuses: the sentence, Manager Emails, the raw text for an Admin', async () => {
    show('connect ECONNREFUSED 127.0.0.1:993', 'mailbox', UserRole.Admin);
    expect(screen.getByRole('alert').textContent).toContain(m.mailboxUnreachable);
    expect(link()?.getAttribute('href')).toBe('/settings?tab=manager-emails');
    expect(screen.queryByText('connect ECONNREFUSED 127.0.0.1:993')).toBeNull();
    const details = screen.getByRole('button', { name: 'Details' });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    await act(async () => fireEvent.click(details));
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:993')).toBeTruthy();
  });

  it('a Manager reads the same sentence and link, with no Details', () => {
    show('connect ECONNREFUSED 127.0.0.1:993', 'mailbox', UserRole.Manager);
    expect(screen.getByRole('alert').textContent).toContain(m.mailboxUnreachable);
    expect(link()?.getAttribute('href')).toBe('/settings?tab=manager-emails');
    expect(screen.queryByRole('button', { name: 'Details' })).toBeNull();
    expect(screen.queryByText(/ECONNREFUSED/)).toBeNull();
  });

  it('a sender refused at sign-in points to Manager Emails', () => {
    show('Invalid login: 535 5.7.8 Username and Password not accepted', 'sender', UserRole.Manager);
    expect(screen.getByRole('alert').textContent).toContain(m.senderAuth);
    expect(link()?.getAttribute('href')).toBe('/settings?tab=manager-emails');
  });

  it('a refused recipient points to the creator’s email', () => {
    show('550 5.1.1 Recipient address rejected: User unknown', 'send', UserRole.Manager, {
      creatorId: 7,
    });
    expect(screen.getByRole('alert').textContent).toContain(m.recipientRefused);
    expect(link()?.getAttribute('href')).toBe('/influencers/7?tab=email');
  });

  it('a provider not set up names it and who connects it; no settings name', () => {
    show('YouTube API key is not configured', 'provider', UserRole.Manager);
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).toContain('YouTube is not connected yet');
    expect(text).not.toMatch(/API key|YOUTUBE_API_KEY/);
  });

  it('an import that stopped points to the import', () => {
    show('The worker stopped', 'import', UserRole.Manager);
    expect(screen.getByRole('alert').textContent).toContain(m.importUnknown);
    expect(link()?.getAttribute('href')).toBe('/influencers');
  });
});
