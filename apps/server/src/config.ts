import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_MAX_BYTES_DEFAULT, IMPORT_MAX_ROWS_DEFAULT } from '@app/contract';
import { z } from 'zod';

export const ROLES = ['web', 'worker'] as const;
export type ProcessRole = (typeof ROLES)[number];

const serverPackageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The configuration table the README copies: every variable, its default and meaning. */
export const configTable = [
  { name: 'PORT', default: '3000', description: 'HTTP port; 0 picks a free port.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  {
    name: 'DATA_DIR',
    default: './data',
    description: 'Directory for PGlite data, uploaded files and the generated JWT secret.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'PostgreSQL 15+ connection string; unset uses embedded PGlite in DATA_DIR/pglite.',
  },
  {
    name: 'JWT_SECRET',
    default: '(generated)',
    description:
      'Secret for signing session tokens (32+ characters); unset generates one, kept in DATA_DIR/jwt-secret.',
  },
  {
    name: 'TOKEN_TTL',
    default: '12h',
    description: 'Session token lifetime: a number with s, m, h or d (30s, 15m, 12h, 7d).',
  },
  {
    name: 'ADMIN_EMAIL',
    default: '(unset)',
    description:
      'First Admin, created on a start with no users (set with ADMIN_PASSWORD). With neither set, admin@localhost gets a random password printed once.',
  },
  { name: 'ADMIN_PASSWORD', default: '(unset)', description: 'Password of the first Admin.' },
  {
    name: 'IMAGE_MAX_BYTES',
    default: String(IMAGE_MAX_BYTES_DEFAULT),
    description: 'Largest accepted image upload, in bytes.',
  },
  {
    name: 'S3_BUCKET',
    default: '(unset)',
    description: 'Store uploads in this S3 bucket instead of DATA_DIR/files.',
  },
  {
    name: 'S3_ENDPOINT',
    default: '(unset)',
    description: 'S3-compatible endpoint (MinIO etc.); unset uses AWS.',
  },
  { name: 'S3_REGION', default: 'us-east-1', description: 'S3 region.' },
  { name: 'S3_ACCESS_KEY_ID', default: '(unset)', description: 'S3 access key id.' },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(unset)', description: 'S3 secret access key.' },
  {
    name: 'S3_PUBLIC_URL',
    default: '(unset)',
    description: 'Public base URL of the bucket for image links; unset uses endpoint/bucket.',
  },
  {
    name: 'WEB_DIST',
    default: 'apps/web/dist',
    description: 'Built web app to serve (with SPA fallback); skipped if the directory is missing.',
  },
  {
    name: 'ROLE',
    default: 'all',
    description: 'What this process runs: web, worker, or both (web,worker / all). Also --role=.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'true when behind a reverse proxy: the client IP (for login rate limits) comes from X-Forwarded-For.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'LOGIN_RATE_LIMIT',
    default: '10',
    description: 'Login attempts allowed per 15 minutes per IP and per email.',
  },
  {
    name: 'ARGON2_MEMORY_KIB',
    default: '19456',
    description:
      'argon2id memory cost in KiB (tests lower it for speed; keep the default in production).',
  },
  {
    name: 'YOUTUBE_API_KEY',
    default: '(unset)',
    description:
      'YouTube Data API v3 key for channel stats; unset keeps YouTube channels without stats ("stats not configured").',
  },
  {
    name: 'YOUTUBE_API_BASE_URL',
    default: 'https://www.googleapis.com/youtube/v3',
    description: 'YouTube Data API base URL (tests point it at a local server).',
  },
  {
    name: 'YOUTUBE_DAILY_QUOTA',
    default: '10000',
    description:
      'YouTube API units this installation may spend per day (Pacific time, as Google counts); refreshes stop with a task error when spent.',
  },
  {
    name: 'TWITCH_CLIENT_ID',
    default: '(unset)',
    description: 'Twitch application client id (with TWITCH_CLIENT_SECRET) for Helix stats.',
  },
  {
    name: 'TWITCH_CLIENT_SECRET',
    default: '(unset)',
    description: 'Twitch application secret; unset keeps Twitch channels without stats.',
  },
  {
    name: 'TWITCH_API_BASE_URL',
    default: 'https://api.twitch.tv/helix',
    description: 'Twitch Helix base URL.',
  },
  {
    name: 'TWITCH_AUTH_BASE_URL',
    default: 'https://id.twitch.tv/oauth2',
    description: 'Twitch OAuth base URL (client-credentials token).',
  },
  {
    name: 'CHANNEL_REFRESH_CRON',
    default: '0 3 * * *',
    description:
      'When the scheduled channel refresh runs (cron, UTC); "off" disables it. It refreshes channels older than CHANNEL_REFRESH_MAX_AGE.',
  },
  {
    name: 'CHANNEL_REFRESH_MAX_AGE',
    default: '7d',
    description:
      'A channel is refreshed by the schedule when its stats are older than this (30m, 12h, 7d).',
  },
  {
    name: 'CHANNEL_REFRESH_BATCH',
    default: '2000',
    description: 'Most channels one scheduled refresh takes (stale first).',
  },
  {
    name: 'IMPORT_MAX_BYTES',
    default: String(10 * 1024 * 1024),
    description: 'Largest accepted influencer import file, in bytes.',
  },
  {
    name: 'IMPORT_MAX_ROWS',
    default: String(IMPORT_MAX_ROWS_DEFAULT),
    description: 'Most data rows one influencer import takes.',
  },
  {
    name: 'SECRET_BOX_KEY',
    default: '(generated)',
    description:
      'Key that encrypts stored secrets (webhook secrets; mail passwords later): 32 bytes as base64 or 64 hex characters. Unset generates one, kept in DATA_DIR/secret-box-key. Changing it makes stored secrets unreadable.',
  },
  {
    name: 'POST_STATS_CRON',
    default: '30 */6 * * *',
    description:
      'When published campaign posts\' views, likes and comments refresh (cron, UTC); "off" disables it.',
  },
  {
    name: 'POST_SUGGESTIONS_CRON',
    default: '0 */6 * * *',
    description:
      'When the scan of campaign creators\' recent uploads for videos matching the product runs (cron, UTC); "off" disables it.',
  },
  {
    name: 'INVITE_PAGE_RATE_LIMIT',
    default: '60',
    description: 'Requests per minute per IP to the public invite page API.',
  },
  {
    name: 'WEBHOOK_TIMEOUT',
    default: '10s',
    description: 'How long an outgoing webhook delivery may take before it counts as failed.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:3000',
    description:
      'Address creators and Google reach this server at: links in emails (invite, tracking, unsubscribe, images) and the Gmail sign-in return address.',
  },
  {
    name: 'EMAIL_RATE_LIMIT',
    default: '10',
    description: 'Most emails per second one sender account sends (each process).',
  },
  {
    name: 'EMAIL_POOL_SIZE',
    default: '3',
    description: 'SMTP connections kept open per sender account (each process).',
  },
  {
    name: 'EMAIL_SEND_LEASE',
    default: '2m',
    description:
      'How long a worker holds an email it is sending; after a crash another worker takes it over once this has passed. Keep it above the SMTP timeouts.',
  },
  {
    name: 'EMAIL_MAX_ATTEMPTS',
    default: '8',
    description:
      'Attempts on temporary failures (SMTP 4xx, connection errors) before an email is recorded as an error.',
  },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: '(unset)',
    description: 'Google OAuth client id for "Connect Gmail"; unset hides Gmail sign-in.',
  },
  { name: 'GOOGLE_CLIENT_SECRET', default: '(unset)', description: 'Google OAuth client secret.' },
  {
    name: 'GOOGLE_OAUTH_AUTH_URL',
    default: 'https://accounts.google.com/o/oauth2/v2/auth',
    description: "Google's consent page (tests point it at a local stand-in).",
  },
  {
    name: 'GOOGLE_OAUTH_TOKEN_URL',
    default: 'https://oauth2.googleapis.com/token',
    description: "Google's token endpoint (code exchange and refresh).",
  },
  {
    name: 'GMAIL_SMTP_HOST',
    default: 'smtp.gmail.com',
    description: 'SMTP server of Gmail accounts (XOAUTH2 on GMAIL_SMTP_PORT, TLS).',
  },
  { name: 'GMAIL_SMTP_PORT', default: '465', description: 'SMTP port of Gmail accounts.' },
  {
    name: 'SMTP_CA_FILE',
    default: '(unset)',
    description:
      'PEM file of extra certificate authorities trusted for SMTP servers (a private CA); certificates are always verified.',
  },
] as const;

export type ConfigName = (typeof configTable)[number]['name'];

const DURATION = /^(\d+)(s|m|h|d)$/;
const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** "30s" | "15m" | "12h" | "7d" -> seconds. */
export function parseDuration(value: string): number | null {
  const match = DURATION.exec(value.trim());
  if (!match) return null;
  const seconds = Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS];
  return seconds > 0 ? seconds : null;
}

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const opt = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
/** "30s" | "15m" | "12h" | "7d" (default `fallback`) -> seconds. */
const duration = (fallback: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(fallback)
      .transform((v, ctx) => {
        const seconds = parseDuration(v);
        if (seconds === null) {
          ctx.addIssue({ code: 'custom', message: 'must look like 30s, 15m, 12h or 7d' });
          return z.NEVER;
        }
        return seconds;
      }),
  );
/** A 5-field cron expression (UTC) or "off". */
const cron = (fallback: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(fallback)
      .refine((v) => v === 'off' || v.trim().split(/\s+/).length === 5, {
        message: 'must be a 5-field cron expression or off',
      }),
  );

const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, int(0, 65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: opt(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  ),
  JWT_SECRET: opt(z.string().min(32, 'must be at least 32 characters')),
  TOKEN_TTL: duration('12h'),
  ADMIN_EMAIL: opt(z.email({ pattern: z.regexes.html5Email, error: 'must be an email address' })),
  ADMIN_PASSWORD: opt(z.string().min(8, 'must be at least 8 characters')),
  IMAGE_MAX_BYTES: z.preprocess(
    emptyToUndefined,
    int(1, 1024 * 1024 * 1024).default(IMAGE_MAX_BYTES_DEFAULT),
  ),
  S3_ENDPOINT: opt(z.url('must be a URL')),
  S3_BUCKET: opt(z.string()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: opt(z.string()),
  S3_SECRET_ACCESS_KEY: opt(z.string()),
  S3_PUBLIC_URL: opt(z.url('must be a URL')),
  WEB_DIST: opt(z.string()),
  ROLE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('all')
      .transform((v, ctx) => {
        const roles = parseRoles(v);
        if (!roles) {
          ctx.addIssue({ code: 'custom', message: 'must be web, worker, web,worker or all' });
          return z.NEVER;
        }
        return roles;
      }),
  ),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  LOGIN_RATE_LIMIT: z.preprocess(emptyToUndefined, int(1, 1_000_000).default(10)),
  ARGON2_MEMORY_KIB: z.preprocess(emptyToUndefined, int(8, 4 * 1024 * 1024).default(19456)),
  YOUTUBE_API_KEY: opt(z.string()),
  YOUTUBE_API_BASE_URL: z.preprocess(
    emptyToUndefined,
    z.url('must be a URL').default('https://www.googleapis.com/youtube/v3'),
  ),
  YOUTUBE_DAILY_QUOTA: z.preprocess(emptyToUndefined, int(1, 100_000_000).default(10_000)),
  TWITCH_CLIENT_ID: opt(z.string()),
  TWITCH_CLIENT_SECRET: opt(z.string()),
  TWITCH_API_BASE_URL: z.preprocess(
    emptyToUndefined,
    z.url('must be a URL').default('https://api.twitch.tv/helix'),
  ),
  TWITCH_AUTH_BASE_URL: z.preprocess(
    emptyToUndefined,
    z.url('must be a URL').default('https://id.twitch.tv/oauth2'),
  ),
  CHANNEL_REFRESH_CRON: cron('0 3 * * *'),
  CHANNEL_REFRESH_MAX_AGE: duration('7d'),
  CHANNEL_REFRESH_BATCH: z.preprocess(emptyToUndefined, int(1, 1_000_000).default(2000)),
  IMPORT_MAX_BYTES: z.preprocess(
    emptyToUndefined,
    int(1024, 512 * 1024 * 1024).default(10 * 1024 * 1024),
  ),
  IMPORT_MAX_ROWS: z.preprocess(
    emptyToUndefined,
    int(1, 1_000_000).default(IMPORT_MAX_ROWS_DEFAULT),
  ),
  SECRET_BOX_KEY: opt(z.string()),
  POST_STATS_CRON: cron('30 */6 * * *'),
  POST_SUGGESTIONS_CRON: cron('0 */6 * * *'),
  INVITE_PAGE_RATE_LIMIT: z.preprocess(emptyToUndefined, int(1, 1_000_000).default(60)),
  WEBHOOK_TIMEOUT: duration('10s'),
  EMAIL_SEND_LEASE: duration('2m'),
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z.url('must be a URL').default('http://localhost:3000'),
  ),
  EMAIL_RATE_LIMIT: z.preprocess(emptyToUndefined, int(1, 100_000).default(10)),
  EMAIL_POOL_SIZE: z.preprocess(emptyToUndefined, int(1, 100).default(3)),
  EMAIL_MAX_ATTEMPTS: z.preprocess(emptyToUndefined, int(1, 100).default(8)),
  GOOGLE_CLIENT_ID: opt(z.string()),
  GOOGLE_CLIENT_SECRET: opt(z.string()),
  GOOGLE_OAUTH_AUTH_URL: z.preprocess(
    emptyToUndefined,
    z.url('must be a URL').default('https://accounts.google.com/o/oauth2/v2/auth'),
  ),
  GOOGLE_OAUTH_TOKEN_URL: z.preprocess(
    emptyToUndefined,
    z.url('must be a URL').default('https://oauth2.googleapis.com/token'),
  ),
  GMAIL_SMTP_HOST: z.preprocess(emptyToUndefined, z.string().default('smtp.gmail.com')),
  GMAIL_SMTP_PORT: z.preprocess(emptyToUndefined, int(1, 65535).default(465)),
  SMTP_CA_FILE: opt(z.string()),
});

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

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** null: generate or read DATA_DIR/jwt-secret (see resolveJwtSecret). */
  jwtSecret: string | null;
  tokenTtlSeconds: number;
  admin: { email: string; password: string } | null;
  imageMaxBytes: number;
  s3: {
    bucket: string;
    endpoint: string | null;
    region: string;
    accessKeyId: string | null;
    secretAccessKey: string | null;
    publicUrl: string | null;
  } | null;
  webDist: string;
  roles: ProcessRole[];
  trustProxy: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  loginRateLimit: number;
  argon2MemoryKib: number;
  /** null apiKey: YouTube channels are kept without stats. */
  youtube: { apiKey: string | null; baseUrl: string; dailyQuota: number };
  /** null credentials: Twitch channels are kept without stats. */
  twitch: {
    clientId: string | null;
    clientSecret: string | null;
    baseUrl: string;
    authBaseUrl: string;
  };
  channelRefresh: { cron: string | null; maxAgeSeconds: number; batch: number };
  import: { maxBytes: number; maxRows: number };
  /** null: generate or read DATA_DIR/secret-box-key (modules/secret-box). */
  secretBoxKey: string | null;
  campaigns: {
    postStatsCron: string | null;
    postSuggestionsCron: string | null;
    invitePageRateLimit: number;
    webhookTimeoutMs: number;
  };
  email: {
    /** No trailing slash. */
    publicUrl: string;
    ratePerSecond: number;
    poolSize: number;
    leaseSeconds: number;
    maxAttempts: number;
    /** null clientId: Gmail sign-in is not offered. */
    google: {
      clientId: string | null;
      clientSecret: string | null;
      authUrl: string;
      tokenUrl: string;
      smtpHost: string;
      smtpPort: number;
    };
    /** Absolute path, or null. */
    smtpCaFile: string | null;
  };
};

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
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    const missing = e.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD';
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: must be set together with ${
        missing === 'ADMIN_EMAIL' ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'
      }`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
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
    youtube: {
      apiKey: e.YOUTUBE_API_KEY ?? null,
      baseUrl: e.YOUTUBE_API_BASE_URL.replace(/\/+$/, ''),
      dailyQuota: e.YOUTUBE_DAILY_QUOTA,
    },
    twitch: {
      clientId: e.TWITCH_CLIENT_ID ?? null,
      clientSecret: e.TWITCH_CLIENT_SECRET ?? null,
      baseUrl: e.TWITCH_API_BASE_URL.replace(/\/+$/, ''),
      authBaseUrl: e.TWITCH_AUTH_BASE_URL.replace(/\/+$/, ''),
    },
    channelRefresh: {
      cron: e.CHANNEL_REFRESH_CRON === 'off' ? null : e.CHANNEL_REFRESH_CRON,
      maxAgeSeconds: e.CHANNEL_REFRESH_MAX_AGE,
      batch: e.CHANNEL_REFRESH_BATCH,
    },
    import: { maxBytes: e.IMPORT_MAX_BYTES, maxRows: e.IMPORT_MAX_ROWS },
    secretBoxKey: e.SECRET_BOX_KEY ?? null,
    campaigns: {
      postStatsCron: e.POST_STATS_CRON === 'off' ? null : e.POST_STATS_CRON,
      postSuggestionsCron: e.POST_SUGGESTIONS_CRON === 'off' ? null : e.POST_SUGGESTIONS_CRON,
      invitePageRateLimit: e.INVITE_PAGE_RATE_LIMIT,
      webhookTimeoutMs: e.WEBHOOK_TIMEOUT * 1000,
    },
    email: {
      publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
      ratePerSecond: e.EMAIL_RATE_LIMIT,
      poolSize: e.EMAIL_POOL_SIZE,
      leaseSeconds: e.EMAIL_SEND_LEASE,
      maxAttempts: e.EMAIL_MAX_ATTEMPTS,
      google: {
        clientId: e.GOOGLE_CLIENT_ID ?? null,
        clientSecret: e.GOOGLE_CLIENT_SECRET ?? null,
        authUrl: e.GOOGLE_OAUTH_AUTH_URL,
        tokenUrl: e.GOOGLE_OAUTH_TOKEN_URL,
        smtpHost: e.GMAIL_SMTP_HOST,
        smtpPort: e.GMAIL_SMTP_PORT,
      },
      smtpCaFile: e.SMTP_CA_FILE ? resolve(cwd, e.SMTP_CA_FILE) : null,
    },
  };
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
