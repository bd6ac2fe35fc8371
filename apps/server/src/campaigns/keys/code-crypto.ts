import { createHmac, createSecretKey } from 'node:crypto';
import type { Config } from '../../platform/index.ts';
import { derivedKey, perOwner, secretBoxFor } from '../../platform/index.ts';

/**
 * Codes at rest: sealed with the secret box (AES-256-GCM, SECRET_BOX_KEY), and hashed with
 * HMAC-SHA256 under a key derived from the same secret (HKDF, its own label), so duplicates
 * are found without decrypting and a database dump shows neither codes nor plain hashes.
 */
export type CodeCrypto = {
  /** HMAC-SHA256 of the code, hex (as SQL's decode(..., 'hex') reads it). */
  hash(code: string): string;
  seal(code: string): string;
  open(sealed: string): string;
};

type KeyConfig = Pick<Config, 'secretBoxKey' | 'dataDir'>;
const cryptos = perOwner((config: KeyConfig): CodeCrypto => {
  const box = secretBoxFor(config);
  const hashKey = createSecretKey(derivedKey(config, 'redeem-code-hash'));
  return {
    hash: (code) => createHmac('sha256', hashKey).update(code, 'utf8').digest('hex'),
    seal: (code) => box.seal(code),
    open: (sealed) => box.open(sealed),
  };
});

export function codeCryptoFor(config: KeyConfig): CodeCrypto {
  return cryptos(config);
}

/** The team's view of a code: all but the last 4 characters hidden. */
export function maskCode(code: string): string {
  const visible = code.length > 6 ? 4 : Math.max(0, code.length - 4);
  return '•'.repeat(code.length - visible) + code.slice(code.length - visible);
}
