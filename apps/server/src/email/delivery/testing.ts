import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

// Test-only helpers: a real SMTP server on 127.0.0.1 (random port) and message parsing.

export type ReceivedMessage = {
  /** When the whole message had arrived (Date.now()): tests measure send rates by it. */
  receivedAt: number;
  from: string;
  to: string[];
  raw: string;
  headers: Map<string, string>;
  html: string;
  text: string;
};

export type TestSmtpServer = {
  port: number;
  messages: ReceivedMessage[];
  /** Logins attempted: user names, with whether they were accepted. */
  logins: { user: string; ok: boolean; method: string }[];
  close(): Promise<void>;
};

export type TestSmtpOptions = {
  user?: string;
  pass?: string;
  /** XOAUTH2: the access token accepted for `user`. */
  accessToken?: string;
  secure?: boolean;
  cert?: { key: string; cert: string };
  /** Answer for a message instead of 250: e.g. { code: 451, message: 'try later' }. */
  refuse?: (message: ReceivedMessage, count: number) => { code: number; message: string } | null;
  /** Wait this long before answering a message (keeps messages in flight). */
  delayMs?: number;
  /** Answer for a recipient at RCPT TO instead of 250: e.g. { code: 550, message: '5.1.1 ...' }. */
  refuseRecipient?: (address: string) => { code: number; message: string } | null;
};

function unfoldHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return headers;
}

function decodePart(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/** Headers, and the text/html parts of a (multipart/alternative) message. */
export function parseMessage(raw: string): Pick<ReceivedMessage, 'headers' | 'html' | 'text'> {
  const split = raw.indexOf('\r\n\r\n');
  const headers = unfoldHeaders(raw.slice(0, split));
  let html = '';
  let text = '';
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? raw.slice(split + 4).split(`--${boundary}`) : [raw.slice(split + 4)];
  for (const part of parts) {
    const p = part.replace(/^\r\n/, '');
    const end = p.indexOf('\r\n\r\n');
    if (end < 0) continue;
    const h = boundary ? unfoldHeaders(p.slice(0, end)) : headers;
    const body = decodePart(
      p.slice(end + 4).replace(/\r\n$/, ''),
      h.get('content-transfer-encoding'),
    );
    const type = h.get('content-type') ?? '';
    if (type.startsWith('text/html')) html = body;
    else if (type.startsWith('text/plain')) text = body;
  }
  return { headers, html, text };
}

export async function startTestSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMessage[] = [];
  const logins: TestSmtpServer['logins'] = [];
  const user = options.user ?? 'sender';
  const pass = options.pass ?? 'secret-pass-1';
  const serverOptions: SMTPServerOptions = {
    secure: options.secure ?? false,
    ...(options.cert ? { key: options.cert.key, cert: options.cert.cert } : {}),
    // Without a certificate, no STARTTLS (the "TLS off" case); with one, STARTTLS is offered.
    disabledCommands: options.cert ? [] : ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN', 'XOAUTH2'],
    allowInsecureAuth: true,
    logger: false,
    // No reverse DNS of 127.0.0.1: it can stall the greeting on machines without DNS.
    disableReverseLookup: true,
    // close() tells a connection still open (the app's pooled sender) 421 after 100 ms, not
    // after smtp-server's 30 s default: a closed sink is done with.
    closeTimeout: 100,
    size: 10 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      const ok =
        auth.method === 'XOAUTH2'
          ? auth.username === user && auth.accessToken === options.accessToken
          : auth.username === user && auth.password === pass;
      logins.push({ user: auth.username ?? '', ok, method: auth.method });
      if (!ok) return callback(new Error('Invalid username or password'));
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      const refusal = options.refuseRecipient?.(address.address);
      if (!refusal) return callback();
      const error = new Error(refusal.message) as Error & { responseCode: number };
      error.responseCode = refusal.code;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const message: ReceivedMessage = {
          receivedAt: Date.now(),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMessage(raw),
        };
        const refusal = options.refuse?.(message, messages.length);
        if (refusal) {
          const error = new Error(refusal.message) as Error & { responseCode: number };
          error.responseCode = refusal.code;
          return callback(error);
        }
        messages.push(message);
        if (options.delayMs) setTimeout(() => callback(null, 'Queued as test'), options.delayMs);
        else callback(null, 'Queued as test');
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    messages,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A self-signed certificate for 127.0.0.1 made with openssl (node's crypto cannot make
 * X.509 certificates). Answers the PEMs and the path of the certificate file (to trust it
 * through SMTP_CA_FILE).
 */
export function selfSignedCertificate(): { key: string; cert: string; certFile: string } {
  const dir = mkdtempSync(join(tmpdir(), 'smtp-cert-'));
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  const result = {
    key: readFileSync(keyFile, 'utf8'),
    cert: readFileSync(certFile, 'utf8'),
    certFile,
  };
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return result;
}
