import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { ErrorCode, mailingMessages } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../core/index.ts';
import type { AppContext, FileAnswer, MailMessageRow } from '../../platform/index.ts';
import { AppError, mailRemoteImageSenders, resolveOutbound } from '../../platform/index.ts';
import { sanitizeReceivedHtml } from '../mail-sync/received-html.ts';
import { ownAccountIds, ownMessage } from './own-mailboxes.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/** A remote image fetched for the user: bounded so a sender cannot make the server work hard. */
export const REMOTE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const REMOTE_IMAGE_TIMEOUT_MS = 10_000;
const REDIRECTS_MAX = 3;

/**
 * A message's HTML as shown: sanitized again on every read (mail stored by an earlier, laxer
 * sanitizer is as safe as new mail, and a message written here is held to the same rule),
 * with the remote images its placeholders number.
 */
export function shownHtml(row: Pick<MailMessageRow, 'html' | 'remoteImages'>) {
  return row.html ? sanitizeReceivedHtml(row.html, { remoteImages: row.remoteImages }) : null;
}

/** Raster images judged by their bytes, never by what the sender's server says. */
function imageTypeOf(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

type Fetched = { status: number; location: string | null; body: Buffer };

/**
 * One GET through the outbound guard: the host's addresses are resolved and checked once
 * (an internal one is refused unless OUTBOUND_ALLOWLIST names it) and the socket connects to
 * a checked address. No cookie, no referrer; the body is cut off past the size limit.
 */
async function getOnce(url: URL, ctx: Ctx, deadline: number): Promise<Fetched> {
  const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : null;
  if (!client) throw AppError.notFound();
  const addresses = await resolveOutbound(url.hostname, ctx.config.outboundAllowlist, {
    timeoutMs: Math.max(1, deadline - Date.now()),
  });
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, addresses);
    else {
      const [first] = addresses;
      callback(null, first?.address ?? '', first?.family ?? 4);
    }
  };
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup,
        headers: { accept: 'image/png,image/jpeg,image/gif,image/webp', 'user-agent': 'Mailings' },
        signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > REMOTE_IMAGE_MAX_BYTES) {
            request.destroy(new Error('remote image over the size limit'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location ?? null,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

/** The image at `address`, following a few redirects, each checked by the guard again. */
export async function fetchRemoteImage(ctx: Ctx, address: string) {
  const deadline = Date.now() + REMOTE_IMAGE_TIMEOUT_MS;
  let url = new URL(address);
  for (let hop = 0; hop <= REDIRECTS_MAX; hop += 1) {
    const answer = await getOnce(url, ctx, deadline);
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      url = new URL(answer.location, url);
      continue;
    }
    const type = answer.status === 200 ? imageTypeOf(answer.body) : null;
    if (!type) return null;
    return { bytes: answer.body, contentType: type };
  }
  return null;
}

/** GET /mailing/messages/{id}/remote-images/{index}: fetched by the server, never cached. */
export async function remoteImage(
  ctx: Ctx,
  actor: Actor,
  messageId: number,
  index: number,
): Promise<FileAnswer> {
  const message = await ownMessage(ctx.db, await ownAccountIds(ctx.db, actor), messageId);
  const address = shownHtml(message)?.remoteImages[index];
  if (!address) throw AppError.notFound();
  const image = await fetchRemoteImage(ctx, address).catch(() => null);
  if (!image) throw new AppError(ErrorCode.NotFound, mailingMessages.remoteImageUnavailable);
  return {
    body: image.bytes,
    fileName: `image-${index}`,
    headers: {
      'content-type': image.contentType,
      'content-disposition': 'inline',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'",
    },
  };
}

/** POST /mailing/remote-image-senders: the user always sees this sender's remote images. */
export async function trustRemoteImageSender(ctx: Ctx, actor: Actor, email: string) {
  const address = email.trim().toLowerCase();
  await ctx.db
    .insert(mailRemoteImageSenders)
    .values({ userId: actor.id, email: address })
    .onConflictDoNothing();
  return { email: address };
}

/** The senders among `emails` whose remote images the user always shows. */
export async function trustedSenders(
  ctx: Pick<AppContext, 'db'>,
  actor: Actor,
  emails: readonly string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await ctx.db
    .select({ email: mailRemoteImageSenders.email })
    .from(mailRemoteImageSenders)
    .where(
      and(
        eq(mailRemoteImageSenders.userId, actor.id),
        inArray(mailRemoteImageSenders.email, [...new Set(emails)]),
      ),
    );
  return new Set(rows.map((r) => r.email));
}
