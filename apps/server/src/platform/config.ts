import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_MAX_BYTES_DEFAULT, IMPORT_MAX_ROWS_DEFAULT } from '@app/contract';
import { z } from 'zod';
import { emptyAllowlist, parseOutboundAllowlist } from './net/outbound-guard.ts';

export const ROLES = ['web', 'worker'] as const;
export type ProcessRole = (typeof ROLES)[number];

const serverPackageDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const DURATION = /^(\d+)(s|m|h|d)$/;
const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** "30s" | "15m" | "12h" | "7d" -> seconds. */
export function parseDuration(value: string): number | null {
  const match = DURATION.exec(value.trim());
  if (!match) return null;
  const seconds = Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS];
  return seconds > 0 ? seconds : null;
}

export function parseRoles(value: string): ProcessRole[] | null {
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  if (parts.length === 1 && parts[0] === 'all') return [...ROLES];
  if (!parts.every((p): p is ProcessRole => (ROLES as readonly string[]).includes(p))) return null;
  return [...new Set(parts)];
}

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const url = z.url('must be a URL');
/** "30s" | "15m" | "12h" | "7d" -> seconds. */
const duration = z.string().transform((v, ctx) => {
  const seconds = parseDuration(v);
  if (seconds === null) {
    ctx.addIssue({ code: 'custom', message: 'must look like 30s, 15m, 12h or 7d' });
    return z.NEVER;
  }
  return seconds;
});
/** A 5-field cron expression (UTC) or "off". */
const cron = z.string().refine((v) => v === 'off' || v.trim().split(/\s+/).length === 5, {
  message: 'must be a 5-field cron expression or off',
});

/** What the README's configuration table says of a variable. */
type Documented = {
  /** The default as the README shows it: a value, or "(unset)" / "(generated)". */
  default: string;
  description: string;
};
const documented = z.registry<Documented>();

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A variable with a default: unset or empty reads as `fallback` (the text of a value). */
function setting<T extends z.ZodType>(schema: T, fallback: string, description: string) {
  const variable = z.preprocess((v) => emptyToUndefined(v) ?? fallback, schema);
  documented.add(variable, { default: fallback, description });
  return variable;
}

/** A variable that may stay unset (or empty): then undefined, and `shown` in the README. */
function optional<T extends z.ZodType>(schema: T, description: string, shown = '(unset)') {
  const variable = z.preprocess(emptyToUndefined, schema.optional());
  documented.add(variable, { default: shown, description });
  return variable;
}

/**
 * Every variable, once, in the README's order: its schema, its default and what the README
 * says of it. Parsing, the typed Config (through configFrom) and the README table
 * (configTable, checked by config-readme.test.ts) derive from it.
 */
const envSchema = z.object({
  PORT: setting(int(0, 65535), '3000', 'HTTP port; 0 picks a free port.'),
  HOST: setting(z.string(), '0.0.0.0', 'Interface to listen on.'),
  OPERATIONS_PORT: optional(
    int(0, 65535),
    'A process without the web role (--role=worker) answers /healthz, /readyz and /metrics on this port (on HOST), and nothing else; unset: it listens nowhere.',
  ),
  DATA_DIR: setting(
    z.string(),
    './data',
    'Directory for PGlite data, uploaded files and the generated JWT secret.',
  ),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
    'PostgreSQL 15+ connection string; unset uses embedded PGlite in DATA_DIR/pglite.',
  ),
  DATABASE_POOL_SIZE: setting(
    int(2, 200),
    '10',
    'With DATABASE_URL: the most connections one process opens to PostgreSQL (requests, jobs and the queue share them).',
  ),
  JWT_SECRET: optional(
    z.string().min(32, 'must be at least 32 characters'),
    'Secret for signing session tokens (32+ characters); unset generates one, kept in DATA_DIR/jwt-secret.',
    '(generated)',
  ),
  TOKEN_TTL: setting(
    duration,
    '12h',
    'Session token lifetime: a number with s, m, h or d (30s, 15m, 12h, 7d).',
  ),
  ADMIN_EMAIL: optional(
    z.email({ pattern: z.regexes.html5Email, error: 'must be an email address' }),
    'First Admin, created on a start with no users (set with ADMIN_PASSWORD). With neither set, admin@localhost gets a random password printed once.',
  ),
  ADMIN_PASSWORD: optional(
    z.string().min(8, 'must be at least 8 characters'),
    'Password of the first Admin.',
  ),
  IMAGE_MAX_BYTES: setting(
    int(1, 1024 * 1024 * 1024),
    String(IMAGE_MAX_BYTES_DEFAULT),
    'Largest accepted image upload, in bytes.',
  ),
  S3_BUCKET: optional(z.string(), 'Store uploads in this S3 bucket instead of DATA_DIR/files.'),
  S3_ENDPOINT: optional(url, 'S3-compatible endpoint (MinIO etc.); unset uses AWS.'),
  S3_REGION: setting(z.string(), 'us-east-1', 'S3 region.'),
  S3_ACCESS_KEY_ID: optional(z.string(), 'S3 access key id.'),
  S3_SECRET_ACCESS_KEY: optional(z.string(), 'S3 secret access key.'),
  S3_PUBLIC_URL: optional(
    url,
    'Public base URL of the bucket for image links; unset uses endpoint/bucket.',
  ),
  // Unset: the web app next to this package (configFrom), whatever the working directory.
  WEB_DIST: optional(
    z.string(),
    'Built web app to serve (with SPA fallback); skipped if the directory is missing.',
    'apps/web/dist',
  ),
  ROLE: setting(
    z.string().transform((v, ctx) => {
      const roles = parseRoles(v);
      if (!roles) {
        ctx.addIssue({ code: 'custom', message: 'must be web, worker, web,worker or all' });
        return z.NEVER;
      }
      return roles;
    }),
    'all',
    'What this process runs: web, worker, or both (web,worker / all). Also --role=.',
  ),
  TRUST_PROXY: setting(
    z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .transform((v) => v === 'true' || v === '1'),
    'false',
    'true when behind a reverse proxy: the client IP (for login rate limits) comes from X-Forwarded-For, and with PUBLIC_URL unset links take the protocol and host from X-Forwarded-Proto and X-Forwarded-Host.',
  ),
  LOG_LEVEL: setting(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
    'fatal, error, warn, info, debug, trace or silent.',
  ),
  LOGIN_RATE_LIMIT: setting(
    int(1, 1_000_000),
    '10',
    'Login attempts allowed per 15 minutes per IP and per email, in total across all web processes.',
  ),
  ARGON2_MEMORY_KIB: setting(
    int(8, 4 * 1024 * 1024),
    '19456',
    'argon2id memory cost in KiB (tests lower it for speed; keep the default in production).',
  ),
  YOUTUBE_API_KEY: optional(
    z.string(),
    'YouTube Data API v3 key for channel stats; unset keeps YouTube channels without stats ("stats not configured").',
  ),
  YOUTUBE_API_BASE_URL: setting(
    url,
    'https://www.googleapis.com/youtube/v3',
    'YouTube Data API base URL (tests point it at a local server).',
  ),
  YOUTUBE_DAILY_QUOTA: setting(
    int(1, 100_000_000),
    '10000',
    'YouTube API units this installation may spend per day (Pacific time, as Google counts); refreshes stop with a task error when spent.',
  ),
  TWITCH_CLIENT_ID: optional(
    z.string(),
    'Twitch application client id (with TWITCH_CLIENT_SECRET) for Helix stats.',
  ),
  TWITCH_CLIENT_SECRET: optional(
    z.string(),
    'Twitch application secret; unset keeps Twitch channels without stats.',
  ),
  TWITCH_API_BASE_URL: setting(url, 'https://api.twitch.tv/helix', 'Twitch Helix base URL.'),
  TWITCH_AUTH_BASE_URL: setting(
    url,
    'https://id.twitch.tv/oauth2',
    'Twitch OAuth base URL (client-credentials token).',
  ),
  DISCOVERY_URL: optional(
    url,
    'Base URL of a separate discovery service (`--role=discovery`), e.g. http://10.0.0.5:4100; unset: discovery runs inside this server on its database (schema `discovery`), with the YouTube and Twitch keys above.',
  ),
  DISCOVERY_TOKEN: optional(
    z.string().min(16, 'must be at least 16 characters'),
    "Bearer token this server sends to the discovery service at DISCOVERY_URL (that service's own DISCOVERY_TOKEN, 16+ characters); required with DISCOVERY_URL. Never sent to the browser, never logged.",
  ),
  CHANNEL_REFRESH_CRON: setting(
    cron,
    '0 3 * * *',
    'When the scheduled channel refresh runs (cron, UTC); "off" disables it. It refreshes channels older than CHANNEL_REFRESH_MAX_AGE.',
  ),
  CHANNEL_REFRESH_MAX_AGE: setting(
    duration,
    '7d',
    'A channel is refreshed by the schedule when its stats are older than this (30m, 12h, 7d).',
  ),
  CHANNEL_REFRESH_BATCH: setting(
    int(1, 1_000_000),
    '2000',
    'Most channels one scheduled refresh takes (stale first).',
  ),
  IMPORT_MAX_BYTES: setting(
    int(1024, 512 * 1024 * 1024),
    String(10 * 1024 * 1024),
    'Largest accepted influencer import file, in bytes.',
  ),
  IMPORT_MAX_ROWS: setting(
    int(1, 1_000_000),
    String(IMPORT_MAX_ROWS_DEFAULT),
    'Most data rows one influencer import takes.',
  ),
  SECRET_BOX_KEY: optional(
    z.string(),
    'Key that encrypts stored secrets (webhook secrets; mail passwords later): 32 bytes as base64 or 64 hex characters. Unset generates one, kept in DATA_DIR/secret-box-key. Changing it makes stored secrets unreadable.',
    '(generated)',
  ),
  POST_STATS_CRON: setting(
    cron,
    '30 */6 * * *',
    'When published campaign posts\' views, likes and comments refresh (cron, UTC); "off" disables it.',
  ),
  POST_SUGGESTIONS_CRON: setting(
    cron,
    '0 */6 * * *',
    'When the scan of campaign creators\' recent uploads for videos matching the product runs (cron, UTC); "off" disables it.',
  ),
  INVITE_PAGE_RATE_LIMIT: setting(
    int(1, 1_000_000),
    '60',
    'Requests per minute per IP to the public invite page API.',
  ),
  APPLY_SUBMIT_RATE_LIMIT: setting(
    int(1, 1_000_000),
    '10',
    'Submissions (and channel-code checks) per minute per IP to the public apply page API; its reads share INVITE_PAGE_RATE_LIMIT.',
  ),
  APPLY_SUBMISSIONS_PER_HOUR: setting(
    int(1, 1_000_000),
    '20',
    'Submissions stored per hour from one IP address across every lead magnet (counted in the database by a keyed hash of the address, never the address); more answer 429.',
  ),
  WEBHOOK_TIMEOUT: setting(
    duration,
    '10s',
    'How long an outgoing webhook delivery may take before it counts as failed.',
  ),
  PUBLIC_URL: optional(
    url,
    'Address creators and Google reach this server at: links in emails (invite, tracking, unsubscribe, images), "Copy invite link" and the Gmail sign-in return address. Unset: the address a signed-in request came in on (emails queued by it too), else http://HOST:PORT; the server warns at start.',
  ),
  EMAIL_RATE_LIMIT: setting(
    int(1, 100_000),
    '10',
    'Most emails per second one sender account sends, in total across all worker processes.',
  ),
  EMAIL_POOL_SIZE: setting(
    int(1, 100),
    '3',
    'SMTP connections kept open per sender account (each process).',
  ),
  EMAIL_SEND_LEASE: setting(
    duration,
    '2m',
    'How long a worker holds an email it is sending; after a crash another worker takes it over once this has passed. Keep it above the SMTP timeouts.',
  ),
  EMAIL_MAX_ATTEMPTS: setting(
    int(1, 100),
    '8',
    'Attempts on temporary failures (SMTP 4xx, connection errors) before an email is recorded as an error.',
  ),
  MAIL_SYNC_DAYS: setting(
    int(1, 3650),
    '90',
    'How far back the first sync of a connected mailbox looks, in days.',
  ),
  MAIL_SYNC_INTERVAL: setting(
    duration,
    '1m',
    'How often connected mailboxes are synced (the schedule runs every minute; a mailbox synced more recently than this waits).',
  ),
  MAIL_ATTACHMENT_MAX_MB: setting(
    int(1, 100),
    '20',
    'Largest attachment Mailings stores or sends, in MB: uploads over it are refused; a synced attachment over it is not stored (its message is).',
  ),
  GMAIL_API_URL: setting(
    url,
    'https://gmail.googleapis.com',
    'Base address of the Gmail REST API (mailbox sync of Gmail accounts).',
  ),
  GOOGLE_CLIENT_ID: optional(
    z.string(),
    'Google OAuth client id for "Connect Gmail" and for creators proving a YouTube channel by signing in; unset hides both.',
  ),
  GOOGLE_CLIENT_SECRET: optional(z.string(), 'Google OAuth client secret.'),
  GOOGLE_OAUTH_AUTH_URL: setting(
    url,
    'https://accounts.google.com/o/oauth2/v2/auth',
    "Google's consent page (tests point it at a local stand-in).",
  ),
  GOOGLE_OAUTH_TOKEN_URL: setting(
    url,
    'https://oauth2.googleapis.com/token',
    "Google's token endpoint (code exchange and refresh).",
  ),
  GMAIL_SMTP_HOST: setting(
    z.string(),
    'smtp.gmail.com',
    'SMTP server of Gmail accounts (XOAUTH2 on GMAIL_SMTP_PORT, TLS).',
  ),
  GMAIL_SMTP_PORT: setting(int(1, 65535), '465', 'SMTP port of Gmail accounts.'),
  SMTP_CA_FILE: optional(
    z.string(),
    'PEM file of extra certificate authorities trusted for SMTP servers (a private CA); certificates are always verified.',
  ),
  OUTBOUND_ALLOWLIST: optional(
    z.string().transform((v, ctx) => {
      try {
        return parseOutboundAllowlist(v);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
    'Comma-separated host names, IP addresses and CIDR ranges that webhooks and SMTP accounts may reach although they are internal (loopback, private, link-local, CGNAT); unset refuses every internal address.',
  ),
  METRICS_TOKEN: optional(
    z.string().min(16, 'must be at least 16 characters'),
    'Bearer token a Prometheus scraper sends to GET /metrics (16+ characters); unset turns /metrics off (it answers 404).',
  ),
  SHUTDOWN_TIMEOUT: setting(
    duration,
    '30s',
    'On SIGTERM or SIGINT: how long in-flight requests and running jobs get to finish; jobs still running then are handed back to the queue, and the process exits 0. A second signal exits at once.',
  ),
});

export type ConfigName = keyof typeof envSchema.shape;

/** The configuration table the README copies: every variable, its default and meaning. */
export const configTable: readonly ({ name: string } & Documented)[] = Object.entries(
  envSchema.shape,
).map(([name, schema]) => {
  const row = documented.get(schema);
  if (!row) throw new Error(`${name} is not documented`);
  return { name, ...row };
});

/** One README table line: values in backticks, "(unset)" and "(generated)" as they are. */
export function readmeConfigLine(row: { name: string } & Documented): string {
  const shown = /^\(.+\)$/.test(row.default) ? row.default : `\`${row.default}\``;
  return `| \`${row.name}\` | ${shown} | ${row.description} |`;
}

/** The typed configuration, grouped by concern, from the parsed variables. */
function configFrom(e: z.output<typeof envSchema>, cwd: string) {
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    /** null: generate or read DATA_DIR/jwt-secret (see resolveJwtSecret). */
    jwtSecret: e.JWT_SECRET ?? null,
    tokenTtlSeconds: e.TOKEN_TTL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : null,
    imageMaxBytes: e.IMAGE_MAX_BYTES,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT ?? null,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
          publicUrl: e.S3_PUBLIC_URL ?? null,
        }
      : null,
    webDist: e.WEB_DIST ? resolve(cwd, e.WEB_DIST) : resolve(serverPackageDir, '../web/dist'),
    roles: e.ROLE,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    argon2MemoryKib: e.ARGON2_MEMORY_KIB,
    /** null apiKey: YouTube channels are kept without stats. */
    youtube: {
      apiKey: e.YOUTUBE_API_KEY ?? null,
      baseUrl: e.YOUTUBE_API_BASE_URL.replace(/\/+$/, ''),
      dailyQuota: e.YOUTUBE_DAILY_QUOTA,
    },
    /** null credentials: Twitch channels are kept without stats. */
    twitch: {
      clientId: e.TWITCH_CLIENT_ID ?? null,
      clientSecret: e.TWITCH_CLIENT_SECRET ?? null,
      baseUrl: e.TWITCH_API_BASE_URL.replace(/\/+$/, ''),
      authBaseUrl: e.TWITCH_AUTH_BASE_URL.replace(/\/+$/, ''),
    },
    /**
     * null: the discovery service runs in this process on `db` (schema discovery), its
     * sources switched on by the YouTube and Twitch keys above; else its URL and token.
     */
    discovery:
      e.DISCOVERY_URL && e.DISCOVERY_TOKEN
        ? { url: e.DISCOVERY_URL.replace(/\/+$/, ''), token: e.DISCOVERY_TOKEN }
        : null,
    channelRefresh: {
      cron: e.CHANNEL_REFRESH_CRON === 'off' ? null : e.CHANNEL_REFRESH_CRON,
      maxAgeSeconds: e.CHANNEL_REFRESH_MAX_AGE,
      batch: e.CHANNEL_REFRESH_BATCH,
    },
    import: { maxBytes: e.IMPORT_MAX_BYTES, maxRows: e.IMPORT_MAX_ROWS },
    /** null: generate or read DATA_DIR/secret-box-key (modules/secret-box). */
    secretBoxKey: e.SECRET_BOX_KEY ?? null,
    campaigns: {
      postStatsCron: e.POST_STATS_CRON === 'off' ? null : e.POST_STATS_CRON,
      postSuggestionsCron: e.POST_SUGGESTIONS_CRON === 'off' ? null : e.POST_SUGGESTIONS_CRON,
      invitePageRateLimit: e.INVITE_PAGE_RATE_LIMIT,
      applySubmitRateLimit: e.APPLY_SUBMIT_RATE_LIMIT,
      applySubmissionsPerHour: e.APPLY_SUBMISSIONS_PER_HOUR,
      webhookTimeoutMs: e.WEBHOOK_TIMEOUT * 1000,
    },
    email: {
      /**
       * No trailing slash; null: links take the request's address or the listen address
       * (net/public-origin.ts publicOrigin, the one reader).
       */
      publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null,
      ratePerSecond: e.EMAIL_RATE_LIMIT,
      poolSize: e.EMAIL_POOL_SIZE,
      leaseSeconds: e.EMAIL_SEND_LEASE,
      maxAttempts: e.EMAIL_MAX_ATTEMPTS,
      syncDays: e.MAIL_SYNC_DAYS,
      syncIntervalSeconds: e.MAIL_SYNC_INTERVAL,
      attachmentMaxBytes: e.MAIL_ATTACHMENT_MAX_MB * 1024 * 1024,
      gmailApiUrl: e.GMAIL_API_URL.replace(/\/+$/, ''),
      /** null clientId: Gmail sign-in is not offered. */
      google: {
        clientId: e.GOOGLE_CLIENT_ID ?? null,
        clientSecret: e.GOOGLE_CLIENT_SECRET ?? null,
        authUrl: e.GOOGLE_OAUTH_AUTH_URL,
        tokenUrl: e.GOOGLE_OAUTH_TOKEN_URL,
        smtpHost: e.GMAIL_SMTP_HOST,
        smtpPort: e.GMAIL_SMTP_PORT,
      },
      /** Absolute path, or null. */
      smtpCaFile: e.SMTP_CA_FILE ? resolve(cwd, e.SMTP_CA_FILE) : null,
    },
    /** Internal addresses user-chosen webhooks and SMTP hosts may reach (net/outbound-guard). */
    outboundAllowlist: e.OUTBOUND_ALLOWLIST ?? emptyAllowlist,
    /** null: /metrics is off and answers 404 (operations/metrics). */
    metricsToken: e.METRICS_TOKEN ?? null,
    /** null: a worker-only process serves no health or metrics (operations-server.ts). */
    operationsPort: e.OPERATIONS_PORT ?? null,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT * 1000,
  };
}

export type Config = ReturnType<typeof configFrom>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from an environment object. Pure: no files touched.
 * A bad variable throws ConfigError naming it, e.g. "TOKEN_TTL: must look like 30s, ...".
 */
export function loadConfig(
  env: Record<string, string | undefined>,
  options: { cwd?: string; argv?: readonly string[] } = {},
): Config {
  const cwd = options.cwd ?? process.cwd();
  const roleFlag = options.argv ? roleFromArgv(options.argv) : undefined;
  const input = roleFlag === undefined ? env : { ...env, ROLE: roleFlag };
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.DISCOVERY_URL !== undefined && e.DISCOVERY_TOKEN === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  DISCOVERY_TOKEN: must be set when DISCOVERY_URL is set',
    );
  }
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    const missing = e.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD';
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: must be set together with ${
        missing === 'ADMIN_EMAIL' ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'
      }`,
    );
  }
  return configFrom(e, cwd);
}

/** `--role=web,worker` or `--role web` wins over the ROLE variable. */
function roleFromArgv(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--role=')) return arg.slice('--role='.length);
    if (arg === '--role') return argv[i + 1] ?? '';
  }
  return undefined;
}

/** JWT_SECRET, or the secret kept in DATA_DIR/jwt-secret (created once, mode 0600). */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
    throw new ConfigError(
      `${file} holds a secret shorter than 32 characters; delete it or set JWT_SECRET`,
    );
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
