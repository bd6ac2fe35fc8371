import { hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';
import { perOwner } from '../per-owner.ts';
import { resolveSecretBoxKey } from './secret-box.ts';

// Keys for signing and hashing (links, receipts, OAuth state, IP and code hashes), each
// derived from the installation's secret, and the comparison of what they signed.

type KeyConfig = Pick<Config, 'secretBoxKey' | 'dataDir'>;
const keysByLabel = perOwner<KeyConfig, Map<string, Buffer>>(() => new Map());

/**
 * The key of one use (`label`, e.g. 'email-tracking-v1'): HKDF-SHA256 of the secret-box key
 * under that label, so every process of the installation derives the same key and no two
 * uses share one. Derived once per configuration and label.
 */
export function derivedKey(config: KeyConfig, label: string): Buffer {
  const byLabel = keysByLabel(config);
  let key = byLabel.get(label);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', resolveSecretBoxKey(config), Buffer.alloc(0), label, 32));
    byLabel.set(label, key);
  }
  return key;
}

/**
 * Whether a signature given as text is the expected one, in constant time. Compared as text,
 * not decoded bytes: base64url's last character carries spare bits, so several spellings
 * decode alike and an altered token must not pass as the original.
 */
export function signatureMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
