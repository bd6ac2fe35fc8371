import type { MailboxAccount, MailingTemplate, MailMessage, MailThread } from '@app/contract';

// Rows as the Mailings endpoints answer them, for component tests; each takes overrides.

export function mailboxAccount(over: Partial<MailboxAccount> = {}): MailboxAccount {
  return {
    id: 3,
    email: 'maria@studio.test',
    provider: 'smtp',
    syncState: 'idle',
    lastSyncAt: '2026-11-01T12:00:00Z',
    lastError: null,
    threadsCount: 2,
    messagesCount: 5,
    unreadCount: 1,
    ...over,
  };
}

export function mailThread(over: Partial<MailThread> = {}): MailThread {
  return {
    id: 11,
    accountId: 3,
    accountEmail: 'maria@studio.test',
    subject: 'Keys for Hades',
    lastMessageAt: '2026-11-01T10:00:00Z',
    messagesCount: 2,
    unreadCount: 0,
    from: { email: 'alex@creator.test', name: 'Alex Rivera' },
    snippet: 'Thanks, got them!',
    highlights: [],
    template: null,
    influencers: [{ id: 7, name: 'Alex Plays' }],
    ...over,
  };
}

export function mailMessage(over: Partial<MailMessage> = {}): MailMessage {
  return {
    id: 101,
    threadId: 11,
    direction: 'in',
    from: { email: 'alex@creator.test', name: 'Alex Rivera' },
    to: [{ email: 'maria@studio.test', name: null }],
    cc: [],
    subject: 'Keys for Hades',
    sentAt: '2026-11-01T10:00:00Z',
    html: null,
    text: 'Thanks, got them!',
    read: false,
    status: null,
    error: null,
    attachments: [],
    droppedAttachments: [],
    remoteImages: 0,
    showRemoteImages: false,
    ...over,
  };
}

export function mailingTemplate(over: Partial<MailingTemplate> = {}): MailingTemplate {
  return {
    id: 5,
    name: 'Welcome',
    description: null,
    subject: 'Hello {{influencer.firstName}}',
    body: '<p>Hi {{influencer.firstName}}</p>',
    attachments: [],
    createdAt: '2026-10-01T00:00:00Z',
    updatedAt: '2026-10-02T00:00:00Z',
    ...over,
  };
}
