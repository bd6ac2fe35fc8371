import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { IMAGE_MAX_BYTES_DEFAULT } from '@app/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, configTable, loadConfig, parseDuration, resolveJwtSecret } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, { cwd: '/srv/app' });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: null,
      jwtSecret: null,
      tokenTtlSeconds: 12 * 3600,
      admin: null,
      imageMaxBytes: IMAGE_MAX_BYTES_DEFAULT,
      s3: null,
      roles: ['web', 'worker'],
      logLevel: 'info',
      loginRateLimit: 10,
      trustProxy: false,
    });
    expect(config.webDist).toBe(resolve(import.meta.dirname, '../../../web/dist'));
  });

  it('names the bad variable in the error', () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ PORT: 'abc' }, 'PORT'],
      [{ PORT: '70000' }, 'PORT'],
      [{ TOKEN_TTL: '12 hours' }, 'TOKEN_TTL: must look like 30s, 15m, 12h or 7d'],
      [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
      [{ JWT_SECRET: 'short' }, 'JWT_SECRET: must be at least 32 characters'],
      [{ ROLE: 'cron' }, 'ROLE'],
      [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
      [{ LOGIN_RATE_LIMIT: '0' }, 'LOGIN_RATE_LIMIT'],
      [{ IMAGE_MAX_BYTES: '-1' }, 'IMAGE_MAX_BYTES'],
      [
        { ADMIN_EMAIL: 'boss@example.com' },
        'ADMIN_PASSWORD: must be set together with ADMIN_EMAIL',
      ],
      [{ ADMIN_PASSWORD: 'Secret-123' }, 'ADMIN_EMAIL: must be set together with ADMIN_PASSWORD'],
      [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'Secret-123' }, 'ADMIN_EMAIL'],
      [{ S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT'],
      [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    ];
    for (const [env, expected] of cases) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(expected);
    }
  });

  it('accepts PORT=0, durations, admin pairs, S3 and roles from the flag', () => {
    const config = loadConfig(
      {
        PORT: '0',
        TOKEN_TTL: '15m',
        ADMIN_EMAIL: 'Boss@Example.com',
        ADMIN_PASSWORD: 'Secret-123',
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        ROLE: 'web',
        DATABASE_URL: 'postgres://u@h/db',
      },
      { argv: ['--role=worker'] },
    );
    expect(config.port).toBe(0);
    expect(config.tokenTtlSeconds).toBe(900);
    expect(config.admin).toEqual({ email: 'boss@example.com', password: 'Secret-123' });
    expect(config.s3).toMatchObject({ bucket: 'uploads', endpoint: 'http://127.0.0.1:9000' });
    expect(config.roles).toEqual(['worker']);
    expect(config.databaseUrl).toBe('postgres://u@h/db');
    expect(loadConfig({ ROLE: 'web,worker' }).roles).toEqual(['web', 'worker']);
    expect(loadConfig({}, { argv: ['--role', 'web'] }).roles).toEqual(['web']);
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('runs discovery in-process without DISCOVERY_URL, and needs the token with it', () => {
    expect(loadConfig({}).discovery).toBeNull();
    expect(
      loadConfig({
        DISCOVERY_URL: 'http://10.0.0.5:4100/',
        DISCOVERY_TOKEN: 'a-token-of-16-chars',
      }).discovery,
    ).toEqual({ url: 'http://10.0.0.5:4100', token: 'a-token-of-16-chars' });
    expect(() => loadConfig({ DISCOVERY_URL: 'http://10.0.0.5:4100' })).toThrow(
      'DISCOVERY_TOKEN: must be set when DISCOVERY_URL is set',
    );
    expect(() =>
      loadConfig({ DISCOVERY_URL: 'http://10.0.0.5:4100', DISCOVERY_TOKEN: 'short' }),
    ).toThrow('DISCOVERY_TOKEN: must be at least 16 characters');
    expect(() =>
      loadConfig({ DISCOVERY_URL: 'not a url', DISCOVERY_TOKEN: 'x'.repeat(16) }),
    ).toThrow('DISCOVERY_URL');
  });

  it('parses durations', () => {
    expect(parseDuration('30s')).toBe(30);
    expect(parseDuration('7d')).toBe(7 * 86400);
    expect(parseDuration('0s')).toBeNull();
    expect(parseDuration('12')).toBeNull();
  });

  it('documents every variable it reads in configTable', () => {
    const names = configTable.map((row) => row.name);
    for (const name of [
      'PORT',
      'HOST',
      'DATA_DIR',
      'DATABASE_URL',
      'JWT_SECRET',
      'TOKEN_TTL',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'IMAGE_MAX_BYTES',
      'S3_BUCKET',
      'WEB_DIST',
      'ROLE',
      'LOG_LEVEL',
      'LOGIN_RATE_LIMIT',
      'ARGON2_MEMORY_KIB',
      'TRUST_PROXY',
    ]) {
      expect(names).toContain(name);
    }
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('resolveJwtSecret', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jwt-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('generates a secret once into DATA_DIR/jwt-secret (0600) and reuses it', () => {
    const config = loadConfig({ DATA_DIR: dir });
    const first = resolveJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(resolveJwtSecret(loadConfig({ DATA_DIR: dir }))).toBe(first);
    const set = 'x'.repeat(40);
    expect(resolveJwtSecret(loadConfig({ DATA_DIR: dir, JWT_SECRET: set }))).toBe(set);
  });
});
