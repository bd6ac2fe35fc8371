import {
  createCipheriv,
  createDecipheriv,
  createSecretKey,
  randomBytes,
  randomFillSync,
} from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Config, ConfigError } from '../config.ts';
import { perOwner } from '../per-owner.ts';

/**
 * Secrets at rest (webhook secrets; SMTP passwords and OAuth tokens later): AES-256-GCM with a
 * random 96-bit IV per value. Sealed form: "v1.<iv>.<tag>.<ciphertext>" (base64url), so a
 * future key rotation can add "v2" and still open old values.
 */
export type SecretBox = {
  seal(plain: string): string;
  /** Throws when the value was not sealed with this key or was tampered with. */
  open(sealed: string): string;
};

const VERSION = 'v1';
const IV_BYTES = 12;
const IVS_PER_REFILL = 4096;

/**
 * Random IVs cut from a buffer of CSPRNG output, refilled every 4,096 seals: a call to the
 * random source per seal was the largest single cost of importing a million codes. Every IV
 * is still 96 random bits and each is handed out once.
 */
function randomIvs(): () => Buffer {
  let pool = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + IV_BYTES > pool.length) {
      pool = randomFillSync(Buffer.allocUnsafe(IV_BYTES * IVS_PER_REFILL));
      offset = 0;
    }
    offset += IV_BYTES;
    return pool.subarray(offset - IV_BYTES, offset);
  };
}

export function createSecretBox(rawKey: Buffer): SecretBox {
  if (rawKey.length !== 32) throw new Error('secret-box key must be 32 bytes');
  const key = createSecretKey(rawKey);
  const nextIv = randomIvs();
  return {
    seal(plain) {
      const iv = nextIv();
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = cipher.update(plain, 'utf8');
      cipher.final();
      const tag = cipher.getAuthTag();
      return `${VERSION}.${iv.toString('base64url')}.${tag.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new Error('Not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** SECRET_BOX_KEY (32 bytes, base64 or hex), or DATA_DIR/secret-box-key (created once, 0600). */
export function resolveSecretBoxKey(config: Pick<Config, 'secretBoxKey' | 'dataDir'>): Buffer {
  if (config.secretBoxKey) return decodeKey(config.secretBoxKey, 'SECRET_BOX_KEY');
  const file = join(config.dataDir, 'secret-box-key');
  if (existsSync(file)) return decodeKey(readFileSync(file, 'utf8').trim(), file);
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as { code?: string }).code === 'EEXIST') {
      return decodeKey(readFileSync(file, 'utf8').trim(), file);
    }
    throw error;
  }
  chmodSync(file, 0o600);
  return key;
}

export function decodeKey(text: string, source: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) {
    throw new ConfigError(`${source} must hold a 32-byte key (base64 or 64 hex characters)`);
  }
  return key;
}

const boxes = perOwner((config: Pick<Config, 'secretBoxKey' | 'dataDir'>) =>
  createSecretBox(resolveSecretBoxKey(config)),
);

/** The process's secret box for this configuration (the key is read once). */
export function secretBoxFor(config: Pick<Config, 'secretBoxKey' | 'dataDir'>): SecretBox {
  return boxes(config);
}
