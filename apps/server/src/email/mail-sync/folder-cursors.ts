import { and, eq, type SQL } from 'drizzle-orm';
import { mailFolderCursors } from '../../platform/index.ts';

/** The cursor row of one account's folder (Gmail keeps one cursor, for its history). */
export function folderCursorIs(mailerAccountId: number, folder: string): SQL | undefined {
  return and(
    eq(mailFolderCursors.mailerAccountId, mailerAccountId),
    eq(mailFolderCursors.folder, folder),
  );
}
