import { createHmac } from 'node:crypto';
import type { Config } from '../platform/index.ts';
import { derivedKey } from '../platform/index.ts';

type KeyConfig = Pick<Config, 'secretBoxKey' | 'dataDir'>;

/**
 * A submission's sender as the per-IP hourly limit counts it: HMAC-SHA256 of the address
 * under a key derived from the installation's secret (its own HKDF label), so every process
 * agrees and the table never holds an address, nor a hash anyone could recompute.
 */
export function ipHashOf(config: KeyConfig, ip: string): string {
  return createHmac('sha256', derivedKey(config, 'live-capture-ip-v1'))
    .update(ip)
    .digest('base64url');
}
