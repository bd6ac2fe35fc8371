import type { MailboxAccount } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { accountsPollInterval, CONNECTED_POLL_MS, SYNC_POLL_MS } from './mailings-api.ts';

const account = (syncState: MailboxAccount['syncState']): MailboxAccount => ({
  id: 1,
  email: 'maria@studio.test',
  provider: 'smtp',
  syncState,
  lastSyncAt: null,
  lastError: null,
  threadsCount: 0,
  messagesCount: 0,
  unreadCount: 0,
});

describe('accountsPollInterval', () => {
  it('follows a sync closely, looks for new mail while connected, and rests otherwise', () => {
    expect(accountsPollInterval([account('idle'), account('syncing')])).toBe(SYNC_POLL_MS);
    expect(accountsPollInterval([account('idle')])).toBe(CONNECTED_POLL_MS);
    expect(accountsPollInterval([account('error')])).toBe(CONNECTED_POLL_MS);
    expect(accountsPollInterval([account('disconnected')])).toBe(false);
    expect(accountsPollInterval(undefined)).toBe(false);
  });
});
