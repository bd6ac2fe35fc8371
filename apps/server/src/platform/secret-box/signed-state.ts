import { createHmac } from 'node:crypto';
import type { Config } from '../config.ts';
import { derivedKey, signatureMatches } from './derived-keys.ts';

// The `state` of an OAuth round trip (Gmail sign-in, a creator's channel sign-in): what the
// server needs back when the provider sends the browser home, signed so nobody can forge or
// alter it, with an expiry so an old one is refused. "<payload, base64url JSON>.<HMAC>".

type KeyConfig = Pick<Config, 'secretBoxKey' | 'dataDir'>;

const macOf = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(body).digest('base64url');

/** Signs `payload` under the key of `label`, valid for `ttlSeconds`. */
export function signState(
  config: KeyConfig,
  label: string,
  payload: Record<string, unknown>,
  ttlSeconds: number,
): string {
  const body = Buffer.from(
    JSON.stringify({ ...payload, exp: Math.floor(Date.now() / 1000) + ttlSeconds }),
  ).toString('base64url');
  return `${body}.${macOf(derivedKey(config, label), body)}`;
}

/**
 * The payload of a state this installation signed under `label` and that has not expired,
 * as an untyped record for the caller to check field by field; null otherwise.
 */
export function verifyState(
  config: KeyConfig,
  label: string,
  token: string,
): Record<string, unknown> | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  if (!signatureMatches(mac, macOf(derivedKey(config, label), body))) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    const { exp } = payload as { exp?: unknown };
    if (typeof exp !== 'number' || exp < Date.now() / 1000) return null;
    return payload as Record<string, unknown>;
  } catch {
    return null;
  }
}
