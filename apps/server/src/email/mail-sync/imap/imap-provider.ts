import type { MailboxProvider, SyncReport } from '../mailbox-provider.ts';
import { syncFolder } from './folder-sync.ts';
import { sentFolderOf, syncedFolders, withImapClient } from './imap-connection.ts';

/**
 * The mailbox of an SMTP sender account, over IMAP (imapflow): INBOX and the Sent folder.
 * One connection per call, logged out at the end; each folder's lock released whatever
 * happens.
 */
export const imapProvider: MailboxProvider = {
  async sync(ctx, account) {
    const report: SyncReport = { scanned: 0, stored: 0, flagChanges: 0 };
    const mailbox = { mailerAccountId: account.id, email: account.email };
    await withImapClient(ctx, account, async (client) => {
      for (const path of await syncedFolders(client)) {
        ctx.signal?.throwIfAborted();
        await syncFolder(ctx, client, mailbox, path, report);
      }
    });
    return report;
  },

  async markSeen(ctx, account, messages) {
    const byFolder = new Map<string, number[]>();
    for (const ref of messages) {
      if (!ref.folder || ref.uid === null) continue;
      byFolder.set(ref.folder, [...(byFolder.get(ref.folder) ?? []), ref.uid]);
    }
    if (byFolder.size === 0) return;
    await withImapClient(ctx, account, async (client) => {
      for (const [folder, uids] of byFolder) {
        const lock = await client.getMailboxLock(folder);
        try {
          await client.messageFlagsAdd(uids, ['\\Seen'], { uid: true });
        } finally {
          lock.release();
        }
      }
    });
  },

  async appendSent(ctx, account, raw) {
    await withImapClient(ctx, account, async (client) => {
      const sent = sentFolderOf(await client.list());
      if (!sent) {
        // Creating folders in someone's mailbox is not ours to decide.
        ctx.log?.warn({ mailerAccountId: account.id }, 'No Sent folder: sent copy not filed');
        return;
      }
      await client.append(sent.path, raw, ['\\Seen']);
    });
  },

  async verify(ctx, account) {
    await withImapClient(ctx, account, async (client) => {
      const lock = await client.getMailboxLock('INBOX', { readOnly: true });
      lock.release();
    });
  },
};
