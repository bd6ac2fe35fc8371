import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

// A local stand-in for the Gmail REST API (users.me: profile, messages, history, send,
// modify, attachments) and Google's OAuth token endpoint (refresh_token grant), answering
// with the shapes the real services answer (fields trimmed to what matters, names, nesting,
// status codes and error bodies kept). Each mailbox has its own refresh token, so tests of
// one file stay apart.

export type StandInMessage = {
  id: string;
  threadId: string;
  labelIds: string[];
  raw: Buffer;
  /** Milliseconds since the epoch, as Gmail's internalDate. */
  internalDate: number;
  historyId: number;
};

type HistoryRecord = {
  id: number;
  kind: 'messageAdded' | 'labelAdded' | 'labelRemoved';
  messageId: string;
  labelIds: string[];
};

export type StandInMailbox = {
  email: string;
  refreshToken: string;
  messages: Map<string, StandInMessage>;
  /** The mailbox's current historyId. */
  readonly historyId: number;
  /**
   * Adds a message as Gmail would on delivery (or on sending). Its thread: `threadId` when
   * given, else the thread of a message its In-Reply-To / References name, else a new one.
   */
  addMessage(
    raw: string | Buffer,
    options?: { labelIds?: string[]; threadId?: string; internalDate?: Date },
  ): StandInMessage;
  changeLabels(id: string, change: { add?: string[]; remove?: string[] }): void;
  /** Drops every history record so far: a startHistoryId before now answers 404. */
  expireHistory(): void;
  /** The grant is revoked: the refresh token answers invalid_grant, access tokens 401. */
  revokeGrant(): void;
  /** Access was granted without the mail scope (unticked on the consent screen): 403s. */
  withoutMailScope(): void;
};

export type GmailStandIn = {
  baseUrl: string;
  tokenUrl: string;
  /** GMAIL_API_URL and the GOOGLE_* settings pointing at the stand-in. */
  env: Record<string, string>;
  createMailbox(email: string): StandInMailbox;
  /** The next `count` Gmail API calls answer 429 rateLimitExceeded with Retry-After: 1. */
  rateLimitNext(count: number): void;
  /** Every access token issued so far stops working (401), as after its hour. */
  expireAccessTokens(): void;
  /** Every request as "METHOD path?query" (token requests included). */
  requests: string[];
  /** Called with each request's "METHOD path?query" as it arrives (e.g. to abort a sync). */
  onRequest: ((line: string) => void) | null;
  /** API requests made for one mailbox whose "METHOD path?query" contains `fragment`. */
  count(email: string, fragment: string): number;
};

const CLIENT = { id: 'stand-in-client.apps.googleusercontent.com', secret: 'stand-in-secret' };
const ACCESS_TOKEN_SECONDS = 3599;
const API_PREFIX = '/gmail/v1/users/me/';

type MailboxState = StandInMailbox & {
  history: HistoryRecord[];
  /** History ids below this are no longer kept. */
  retainedFrom: number;
  revoked: boolean;
  mailScope: boolean;
  nextHistoryId: number;
  attachments: Map<string, Buffer>;
};

const json = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
};

/** Google's error body for the API (not the token endpoint). */
function apiError(
  res: ServerResponse,
  status: number,
  reason: string,
  message: string,
  headers: Record<string, string> = {},
) {
  const statusName: Record<number, string> = {
    400: 'INVALID_ARGUMENT',
    401: 'UNAUTHENTICATED',
    403: 'PERMISSION_DENIED',
    404: 'NOT_FOUND',
    429: 'RESOURCE_EXHAUSTED',
  };
  json(
    res,
    status,
    {
      error: {
        code: status,
        message,
        errors: [{ message, domain: status === 429 ? 'usageLimits' : 'global', reason }],
        status: statusName[status] ?? 'UNKNOWN',
      },
    },
    headers,
  );
}

const notFound = (res: ServerResponse) =>
  apiError(res, 404, 'notFound', 'Requested entity was not found.');

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const hexId = () => randomBytes(8).toString('hex').replace(/^0+/, '1');

/** The message's top-level headers, unfolded, in order. */
export function headersOf(raw: Buffer): { name: string; value: string }[] {
  const text = raw.toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  const block = end === -1 ? text : text.slice(0, end);
  const out: { name: string; value: string }[] = [];
  for (const line of block.split(/\r?\n/)) {
    const last = out[out.length - 1];
    if (/^[ \t]/.test(line) && last) last.value += ` ${line.trim()}`;
    else {
      const colon = line.indexOf(':');
      if (colon > 0) out.push({ name: line.slice(0, colon), value: line.slice(colon + 1).trim() });
    }
  }
  return out;
}

const headerValue = (raw: Buffer, name: string) =>
  headersOf(raw).find((h) => h.name.toLowerCase() === name.toLowerCase())?.value ?? '';

type MimePart = {
  partId: string;
  mimeType: string;
  filename: string;
  headers: { name: string; value: string }[];
  body: { size: number; data?: string; attachmentId?: string };
  parts?: MimePart[];
};

function decodeBody(body: string, encoding: string): Buffer {
  const enc = encoding.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (enc === 'quoted-printable') {
    const soft = body.replace(/=\r?\n/g, '');
    return Buffer.from(
      soft.replace(/=([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    );
  }
  return Buffer.from(body, 'latin1');
}

/** format=full's payload: the MIME tree, attachments by id (their bytes kept for /attachments). */
function mimePartOf(raw: Buffer, partId: string, attachments: Map<string, Buffer>): MimePart {
  const text = raw.toString('latin1');
  const split = text.search(/\r?\n\r?\n/);
  const body = split === -1 ? '' : text.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = headersOf(raw);
  const find = (name: string) => headers.find((h) => h.name.toLowerCase() === name)?.value ?? '';
  const contentType = find('content-type') || 'text/plain';
  const mimeType = (contentType.split(';')[0] ?? 'text/plain').trim().toLowerCase();
  const filename =
    /filename="?([^";]+)"?/i.exec(find('content-disposition'))?.[1] ??
    /name="?([^";]+)"?/i.exec(contentType)?.[1] ??
    '';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (mimeType.startsWith('multipart/') && boundary) {
    const pieces = body.split(
      new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    const parts = pieces
      .slice(1)
      .filter((p) => !p.startsWith('--'))
      .map((p, i) =>
        mimePartOf(
          Buffer.from(p.replace(/^\r?\n/, ''), 'latin1'),
          partId === '' ? String(i) : `${partId}.${i}`,
          attachments,
        ),
      );
    return { partId, mimeType, filename: '', headers, body: { size: 0 }, parts };
  }
  const decoded = decodeBody(body, find('content-transfer-encoding'));
  if (filename) {
    const attachmentId = `ANGjdJ${randomBytes(24).toString('base64url')}`;
    attachments.set(attachmentId, decoded);
    return { partId, mimeType, filename, headers, body: { size: decoded.length, attachmentId } };
  }
  return {
    partId,
    mimeType,
    filename,
    headers,
    body: { size: decoded.length, data: decoded.toString('base64url') },
  };
}

function snippetOf(raw: Buffer): string {
  const text = raw.toString('utf8');
  const split = text.search(/\r?\n\r?\n/);
  return (split === -1 ? '' : text.slice(split))
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}

function messageResource(
  mailbox: MailboxState,
  m: StandInMessage,
  format: string,
  wantedHeaders: string[],
) {
  const base = {
    id: m.id,
    threadId: m.threadId,
    labelIds: m.labelIds,
    snippet: snippetOf(m.raw),
    historyId: String(m.historyId),
    internalDate: String(m.internalDate),
    sizeEstimate: m.raw.length,
  };
  if (format === 'minimal') return base;
  if (format === 'raw') return { ...base, raw: m.raw.toString('base64url') };
  if (format === 'metadata') {
    const wanted = wantedHeaders.map((h) => h.toLowerCase());
    const headers = headersOf(m.raw).filter(
      (h) => wanted.length === 0 || wanted.includes(h.name.toLowerCase()),
    );
    const mimeType = (headerValue(m.raw, 'content-type').split(';')[0] || 'text/plain').trim();
    return { ...base, payload: { partId: '', mimeType, filename: '', headers, body: { size: 0 } } };
  }
  return { ...base, payload: mimePartOf(m.raw, '', mailbox.attachments) };
}

/** Gmail's `q`: only `after:` / `before:` (epoch seconds or YYYY/MM/DD) are understood here. */
function matchesQuery(m: StandInMessage, q: string): boolean {
  for (const term of q.split(/\s+/).filter(Boolean)) {
    const [op, value = ''] = term.split(':');
    const seconds = /^\d+$/.test(value) ? Number(value) : Date.parse(value) / 1000;
    if (op === 'after' && !(m.internalDate / 1000 > seconds)) return false;
    if (op === 'before' && !(m.internalDate / 1000 < seconds)) return false;
  }
  return true;
}

function pageOf<T>(items: T[], pageToken: string | null, size: number) {
  const start = pageToken ? Number(Buffer.from(pageToken, 'base64url').toString()) : 0;
  const page = items.slice(start, start + size);
  const next =
    start + size < items.length ? Buffer.from(String(start + size)).toString('base64url') : null;
  return { page, next };
}

const pageSize = (value: string | null, fallback: number, max: number) =>
  Math.min(Math.max(Number(value ?? fallback) || fallback, 1), max);

function createMailboxState(email: string): MailboxState {
  const mailbox: MailboxState = {
    email,
    refreshToken: `1//stand-in-${randomBytes(12).toString('base64url')}`,
    messages: new Map(),
    history: [],
    retainedFrom: 0,
    revoked: false,
    mailScope: true,
    nextHistoryId: 4000 + Math.floor(Math.random() * 1000),
    attachments: new Map(),
    get historyId() {
      return mailbox.nextHistoryId;
    },
    addMessage(raw, options = {}) {
      const bytes = Buffer.isBuffer(raw) ? raw : Buffer.from(raw.replace(/\r?\n/g, '\r\n'), 'utf8');
      const named = [
        ...headerValue(bytes, 'in-reply-to').matchAll(/<[^<>]+>/g),
        ...headerValue(bytes, 'references').matchAll(/<[^<>]+>/g),
      ].map((m) => m[0]);
      const parent = [...mailbox.messages.values()].find((m) =>
        named.includes(headerValue(m.raw, 'message-id')),
      );
      const id = hexId();
      const dateHeader = Date.parse(headerValue(bytes, 'date'));
      mailbox.nextHistoryId += 1;
      const message: StandInMessage = {
        id,
        threadId: options.threadId ?? parent?.threadId ?? id,
        labelIds: options.labelIds ?? ['UNREAD', 'INBOX'],
        raw: bytes,
        internalDate:
          options.internalDate?.getTime() ?? (Number.isNaN(dateHeader) ? Date.now() : dateHeader),
        historyId: mailbox.nextHistoryId,
      };
      mailbox.messages.set(id, message);
      mailbox.history.push({
        id: mailbox.nextHistoryId,
        kind: 'messageAdded',
        messageId: id,
        labelIds: [],
      });
      return message;
    },
    changeLabels(id, change) {
      const message = mailbox.messages.get(id);
      if (!message) throw new Error(`no message ${id}`);
      const added = (change.add ?? []).filter((l) => !message.labelIds.includes(l));
      const removed = (change.remove ?? []).filter((l) => message.labelIds.includes(l));
      message.labelIds = [...message.labelIds.filter((l) => !removed.includes(l)), ...added];
      for (const [kind, labelIds] of [
        ['labelAdded', added],
        ['labelRemoved', removed],
      ] as const) {
        if (labelIds.length === 0) continue;
        mailbox.nextHistoryId += 1;
        message.historyId = mailbox.nextHistoryId;
        mailbox.history.push({ id: mailbox.nextHistoryId, kind, messageId: id, labelIds });
      }
    },
    expireHistory() {
      mailbox.history = [];
      mailbox.retainedFrom = mailbox.nextHistoryId;
    },
    revokeGrant() {
      mailbox.revoked = true;
    },
    withoutMailScope() {
      mailbox.mailScope = false;
    },
  };
  return mailbox;
}

function historyResource(mailbox: MailboxState, record: HistoryRecord) {
  const m = mailbox.messages.get(record.messageId);
  const ref = { id: record.messageId, threadId: m?.threadId ?? record.messageId };
  const withLabels = { ...ref, labelIds: m?.labelIds ?? [] };
  const body: Record<string, unknown> = { id: String(record.id), messages: [ref] };
  if (record.kind === 'messageAdded') body.messagesAdded = [{ message: withLabels }];
  if (record.kind === 'labelAdded')
    body.labelsAdded = [{ message: withLabels, labelIds: record.labelIds }];
  if (record.kind === 'labelRemoved')
    body.labelsRemoved = [{ message: withLabels, labelIds: record.labelIds }];
  return body;
}

const HISTORY_TYPES: Record<string, HistoryRecord['kind']> = {
  messageAdded: 'messageAdded',
  labelAdded: 'labelAdded',
  labelRemoved: 'labelRemoved',
};

async function handleApi(
  mailbox: MailboxState,
  path: string,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const p = url.searchParams;
  const method = req.method ?? 'GET';
  if (path === 'profile' && method === 'GET') {
    return json(res, 200, {
      emailAddress: mailbox.email,
      messagesTotal: mailbox.messages.size,
      threadsTotal: new Set([...mailbox.messages.values()].map((m) => m.threadId)).size,
      historyId: String(mailbox.nextHistoryId),
    });
  }
  if (path === 'messages' && method === 'GET') {
    const includeSpamTrash = p.get('includeSpamTrash') === 'true';
    const labelIds = p.getAll('labelIds');
    const found = [...mailbox.messages.values()]
      .filter((m) => includeSpamTrash || !m.labelIds.some((l) => l === 'SPAM' || l === 'TRASH'))
      .filter((m) => labelIds.every((l) => m.labelIds.includes(l)))
      .filter((m) => matchesQuery(m, p.get('q') ?? ''))
      .sort((a, b) => b.internalDate - a.internalDate);
    const { page, next } = pageOf(
      found,
      p.get('pageToken'),
      pageSize(p.get('maxResults'), 100, 500),
    );
    const body: Record<string, unknown> = { resultSizeEstimate: found.length };
    // Like Gmail: no `messages` key at all when nothing matched.
    if (page.length > 0) body.messages = page.map((m) => ({ id: m.id, threadId: m.threadId }));
    if (next) body.nextPageToken = next;
    return json(res, 200, body);
  }
  if (path === 'messages/send' && method === 'POST') {
    const body = JSON.parse(await readBody(req)) as { raw?: string; threadId?: string };
    if (!body.raw)
      return apiError(
        res,
        400,
        'invalidArgument',
        "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
      );
    const options = body.threadId
      ? { threadId: body.threadId, labelIds: ['SENT'] }
      : { labelIds: ['SENT'] };
    const sent = mailbox.addMessage(Buffer.from(body.raw, 'base64url'), options);
    return json(res, 200, { id: sent.id, threadId: sent.threadId, labelIds: sent.labelIds });
  }
  if (path === 'messages/batchModify' && method === 'POST') {
    const body = JSON.parse(await readBody(req)) as {
      ids?: string[];
      addLabelIds?: string[];
      removeLabelIds?: string[];
    };
    for (const id of body.ids ?? []) {
      if (mailbox.messages.has(id))
        mailbox.changeLabels(id, {
          add: body.addLabelIds ?? [],
          remove: body.removeLabelIds ?? [],
        });
    }
    res.writeHead(204);
    return res.end();
  }
  if (path === 'history' && method === 'GET') {
    const start = Number(p.get('startHistoryId'));
    if (!p.get('startHistoryId') || Number.isNaN(start))
      return apiError(res, 400, 'invalidArgument', 'Invalid startHistoryId');
    if (start < mailbox.retainedFrom) return notFound(res);
    const kinds = p.getAll('historyTypes').flatMap((t) => t.split(','));
    const records = mailbox.history.filter(
      (r) => r.id > start && (kinds.length === 0 || kinds.some((k) => HISTORY_TYPES[k] === r.kind)),
    );
    const { page, next } = pageOf(
      records,
      p.get('pageToken'),
      pageSize(p.get('maxResults'), 100, 500),
    );
    const body: Record<string, unknown> = { historyId: String(mailbox.nextHistoryId) };
    if (page.length > 0) body.history = page.map((r) => historyResource(mailbox, r));
    if (next) body.nextPageToken = next;
    return json(res, 200, body);
  }
  const attachment = /^messages\/([^/]+)\/attachments\/([^/]+)$/.exec(path);
  if (attachment && method === 'GET') {
    const data = mailbox.attachments.get(attachment[2] ?? '');
    if (!mailbox.messages.has(attachment[1] ?? '') || !data) return notFound(res);
    return json(res, 200, {
      attachmentId: attachment[2],
      size: data.length,
      data: data.toString('base64url'),
    });
  }
  const modify = /^messages\/([^/]+)\/modify$/.exec(path);
  if (modify && method === 'POST') {
    const message = mailbox.messages.get(modify[1] ?? '');
    if (!message) return notFound(res);
    const body = JSON.parse(await readBody(req)) as {
      addLabelIds?: string[];
      removeLabelIds?: string[];
    };
    mailbox.changeLabels(message.id, {
      add: body.addLabelIds ?? [],
      remove: body.removeLabelIds ?? [],
    });
    return json(res, 200, {
      id: message.id,
      threadId: message.threadId,
      labelIds: message.labelIds,
    });
  }
  const get = /^messages\/([^/]+)$/.exec(path);
  if (get && method === 'GET') {
    const message = mailbox.messages.get(get[1] ?? '');
    if (!message) return notFound(res);
    const format = p.get('format') ?? 'full';
    if (!['minimal', 'full', 'raw', 'metadata'].includes(format))
      return apiError(res, 400, 'invalidArgument', `Invalid value at 'format' (${format})`);
    return json(res, 200, messageResource(mailbox, message, format, p.getAll('metadataHeaders')));
  }
  return notFound(res);
}

/** Starts the stand-in on 127.0.0.1 (a random port); closed after the file's tests. */
export async function startGmailStandIn(): Promise<GmailStandIn> {
  const mailboxes = new Map<string, MailboxState>();
  const accessTokens = new Map<string, { mailbox: MailboxState; expiresAt: number }>();
  const requests: string[] = [];
  const perMailbox: { email: string; line: string }[] = [];
  let rateLimited = 0;
  let onRequest: GmailStandIn['onRequest'] = null;

  async function handleToken(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    if (form.get('client_id') !== CLIENT.id || form.get('client_secret') !== CLIENT.secret) {
      return json(res, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
    }
    if (form.get('grant_type') !== 'refresh_token') {
      return json(res, 400, {
        error: 'unsupported_grant_type',
        error_description: 'Invalid grant_type',
      });
    }
    const mailbox = [...mailboxes.values()].find(
      (m) => m.refreshToken === form.get('refresh_token'),
    );
    if (!mailbox || mailbox.revoked) {
      return json(res, 400, {
        error: 'invalid_grant',
        error_description: 'Token has been expired or revoked.',
      });
    }
    const token = `ya29.stand-in-${randomBytes(16).toString('base64url')}`;
    accessTokens.set(token, { mailbox, expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000 });
    return json(res, 200, {
      access_token: token,
      expires_in: ACCESS_TOKEN_SECONDS,
      scope: 'https://mail.google.com/ openid https://www.googleapis.com/auth/userinfo.email',
      token_type: 'Bearer',
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const line = `${req.method} ${url.pathname}${url.search}`;
    requests.push(line);
    onRequest?.(line);
    if (url.pathname === '/token' && req.method === 'POST') {
      void handleToken(req, res);
      return;
    }
    if (!url.pathname.startsWith(API_PREFIX)) return notFound(res);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const grant = accessTokens.get(bearer);
    if (!grant || grant.expiresAt < Date.now() || grant.mailbox.revoked) {
      return apiError(
        res,
        401,
        'authError',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        {
          'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
        },
      );
    }
    perMailbox.push({ email: grant.mailbox.email, line });
    if (!grant.mailbox.mailScope) {
      return apiError(
        res,
        403,
        'insufficientPermissions',
        'Request had insufficient authentication scopes.',
        {
          'www-authenticate':
            'Bearer realm="https://accounts.google.com/", error="insufficient_scope", scope="https://mail.google.com/"',
        },
      );
    }
    if (rateLimited > 0) {
      rateLimited -= 1;
      return apiError(
        res,
        429,
        'rateLimitExceeded',
        `User-rate limit exceeded.  Retry after ${new Date(Date.now() + 1000).toISOString()}`,
        { 'retry-after': '1' },
      );
    }
    handleApi(grant.mailbox, url.pathname.slice(API_PREFIX.length), url, req, res).catch(() =>
      apiError(res, 400, 'badRequest', 'Invalid JSON payload received.'),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    get onRequest() {
      return onRequest;
    },
    set onRequest(hook) {
      onRequest = hook;
    },
    baseUrl,
    tokenUrl: `${baseUrl}/token`,
    env: {
      GMAIL_API_URL: baseUrl,
      GOOGLE_CLIENT_ID: CLIENT.id,
      GOOGLE_CLIENT_SECRET: CLIENT.secret,
      GOOGLE_OAUTH_TOKEN_URL: `${baseUrl}/token`,
    },
    createMailbox(email) {
      const mailbox = createMailboxState(email.toLowerCase());
      mailboxes.set(mailbox.email, mailbox);
      return mailbox;
    },
    rateLimitNext(count) {
      rateLimited = count;
    },
    expireAccessTokens() {
      for (const grant of accessTokens.values()) grant.expiresAt = 0;
    },
    requests,
    count(email, fragment) {
      return perMailbox.filter((r) => r.email === email.toLowerCase() && r.line.includes(fragment))
        .length;
    },
  };
}
