import { createHmac, hkdfSync } from 'node:crypto';
import type { Config } from '../../config.ts';
import { resolveSecretBoxKey } from '../secret-box/secret-box.ts';

type KeyConfig = Pick<Config, 'secretBoxKey' | 'dataDir'>;
const keys = new WeakMap<object, Buffer>();

/**
 * A submission's sender as the per-IP hourly limit counts it: HMAC-SHA256 of the address
 * under a key derived from the installation's secret (its own HKDF label), so every process
 * agrees and the table never holds an address, nor a hash anyone could recompute.
 */
export function ipHashOf(config: KeyConfig, ip: string): string {
  let key = keys.get(config);
  if (!key) {
    key = Buffer.from(
      hkdfSync('sha256', resolveSecretBoxKey(config), Buffer.alloc(0), 'live-capture-ip-v1', 32),
    );
    keys.set(config, key);
  }
  return createHmac('sha256', key).update(ip).digest('base64url');
}
