import { ErrorCode, mailingMessages } from '@app/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Actor } from '../../core/index.ts';
import type { AppContext, FileAnswer } from '../../platform/index.ts';
import { AppError, mailAttachments, objectStoreFor } from '../../platform/index.ts';
import { storeAttachmentBytes } from '../mail-sync/store-mail.ts';
import { attachmentContentType } from './attachment-type.ts';
import { ownAccountIds } from './own-mailboxes.ts';
import { toAttachmentDto } from './to-dto.ts';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'config'>;

/**
 * POST /mailing/attachments/upload: the bytes (size already capped by the upload reader),
 * checked by content (attachment-type.ts), stored once per content.
 */
export async function uploadAttachment(
  ctx: Ctx,
  actor: Actor,
  file: { bytes: Buffer; fileName: string },
) {
  if (file.bytes.byteLength === 0) {
    throw new AppError(ErrorCode.Validation, mailingMessages.attachmentEmpty, {
      file: mailingMessages.attachmentEmpty,
    });
  }
  const fileName = cleanFileName(file.fileName);
  const contentType = attachmentContentType(file.bytes, fileName);
  const id = await storeAttachmentBytes(
    ctx,
    { fileName, contentType, content: file.bytes },
    actor.id,
  );
  const [row] = await ctx.db.select().from(mailAttachments).where(eq(mailAttachments.id, id));
  if (!row) throw AppError.notFound();
  // The same bytes uploaded before under another name: answer the name given now.
  return toAttachmentDto({ ...row, fileName });
}

/** A file name without paths, control characters or NUL; never empty. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters (NUL, line breaks) would break headers and file systems.
  const cleaned = [...base]
    .filter((c) => {
      const code = c.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f;
    })
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || 'attachment';
}

/**
 * Attachments the user may read: uploaded by them, on a message of their mailboxes, or on
 * a mailing template (the team's). Anything else is 404, as if it did not exist.
 */
function readableBy(actor: Actor, own: number[]) {
  return or(
    eq(mailAttachments.uploadedBy, actor.id),
    own.length
      ? sql`exists (select 1 from mail_message_attachments ma join mail_messages m on m.id = ma.message_id
                    where ma.attachment_id = ${mailAttachments.id}
                      and m.mailer_account_id in (${sql.join(
                        own.map((id) => sql`${id}`),
                        sql`, `,
                      )}))`
      : undefined,
    sql`exists (select 1 from mailing_templates t where t.attachment_ids @> to_jsonb(${mailAttachments.id}))`,
  );
}

/** The attachments of a message or template being saved, in the order given. */
export async function readableAttachments(
  ctx: Pick<AppContext, 'db'>,
  actor: Actor,
  own: number[],
  ids: readonly number[],
) {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(mailAttachments)
    .where(and(inArray(mailAttachments.id, [...ids]), readableBy(actor, own)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw AppError.field('attachmentIds', mailingMessages.attachmentNotFound);
    return row;
  });
}

/** GET /mailing/attachments/{id}: always a download, never rendered in the app's origin. */
export async function downloadAttachment(ctx: Ctx, actor: Actor, id: number): Promise<FileAnswer> {
  const own = await ownAccountIds(ctx.db, actor);
  const [row] = await ctx.db
    .select()
    .from(mailAttachments)
    .where(and(eq(mailAttachments.id, id), readableBy(actor, own)));
  if (!row) throw AppError.notFound();
  const body = await objectStoreFor(ctx.config).read(row.storageKey);
  const ascii = row.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return {
    body,
    fileName: ascii,
    headers: {
      'content-type': row.contentType,
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    },
  };
}
