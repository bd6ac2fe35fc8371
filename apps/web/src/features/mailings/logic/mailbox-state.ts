import type { MailboxSyncState } from '@app/contract';
import type { LabelColor } from '../../../components/label.tsx';

/** How a mailbox's sync state reads (English source strings) and its label colour. */
export const mailboxStateLabel: Record<MailboxSyncState, { label: string; color: LabelColor }> = {
  disconnected: { label: 'Not connected', color: 'default' },
  idle: { label: 'Synced', color: 'success' },
  syncing: { label: 'Syncing', color: 'info' },
  error: { label: 'Sync stopped', color: 'error' },
};
