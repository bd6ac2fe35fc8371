import { createHmac } from 'node:crypto';
import { API_BASE, applyPageEndpoints, endpointPath } from '@app/contract';
import type { Config } from '../../platform/index.ts';
import { derivedKey, publicOrigin, signatureMatches } from '../../platform/index.ts';

/**
 * The channel-confirmation link's token: "<submission id, base 36>.<expiry, unix seconds,
 * base 36>.<HMAC-SHA256, 128 bits, base64url>", keyed by a key derived from the secret-box
 * key (as the email-tracking links are: modules/email-tracking/links.ts), so every process
 * of the installation checks what another signed. Anything altered, or an expired link,
 * fails verification.
 */
export const CONFIRM_LINK_LIFETIME_SECONDS = 30 * 24 * 3600;

type KeyConfig = Pick<Config, 'secretBoxKey' | 'dataDir'>;
const confirmKey = (config: KeyConfig) => derivedKey(config, 'live-capture-confirm-v1');

const mac = (key: Buffer, submissionId: number, expires: number) =>
  createHmac('sha256', key)
    .update(`confirm\n${submissionId}\n${expires}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

export function signConfirmToken(
  config: KeyConfig,
  submissionId: number,
  now: number = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + CONFIRM_LINK_LIFETIME_SECONDS;
  return `${submissionId.toString(36)}.${expires.toString(36)}.${mac(confirmKey(config), submissionId, expires)}`;
}

/** The submission id of a valid, unexpired token, or null. */
export function verifyConfirmToken(
  config: KeyConfig,
  token: string,
  now: number = Date.now(),
): number | null {
  const match = /^([0-9a-z]{1,13})\.([0-9a-z]{1,13})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const submissionId = Number.parseInt(match[1], 36);
  const expires = Number.parseInt(match[2], 36);
  if (!Number.isSafeInteger(submissionId) || submissionId <= 0) return null;
  if (!Number.isSafeInteger(expires) || expires * 1000 < now) return null;
  const expected = mac(confirmKey(config), submissionId, expires);
  return signatureMatches(match[3], expected) ? submissionId : null;
}

type LinkConfig = KeyConfig &
  Pick<Config, 'host' | 'port'> & {
    email: Pick<Config['email'], 'publicUrl'>;
  };

/** `{public origin}/api/public/apply/confirm/{token}`: the email's confirm link. */
export function confirmLinkOf(config: LinkConfig, submissionId: number): string {
  const token = signConfirmToken(config, submissionId);
  return `${publicOrigin(config)}${API_BASE}${endpointPath(applyPageEndpoints.confirm.path, { token })}`;
}
