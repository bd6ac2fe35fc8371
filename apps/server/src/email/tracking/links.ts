import { createHmac } from 'node:crypto';
import { API_BASE, endpointPath, emailStatsEndpoints as endpoints } from '@app/contract';
import type { Config } from '../../platform/index.ts';
import { derivedKey, publicOrigin, signatureMatches, unescapeHtml } from '../../platform/index.ts';

/**
 * Signed links of an email: open pixel, click redirect, unsubscribe. A token is
 * "<email id, base 36>.<HMAC-SHA256, 128 bits, base64url>" over the purpose, the id and (for
 * clicks) the target URL, keyed by a key derived from the secret-box key, so every process
 * of the installation checks what any other signed. Anything altered fails verification.
 */
export type TrackingPurpose = 'open' | 'click' | 'unsubscribe';

const trackingKey = (config: Pick<Config, 'secretBoxKey' | 'dataDir'>) =>
  derivedKey(config, 'email-tracking-v1');

function mac(key: Buffer, purpose: TrackingPurpose, emailId: number, target: string): Buffer {
  return createHmac('sha256', key)
    .update(`${purpose}\n${emailId}\n${target}`)
    .digest()
    .subarray(0, 16);
}

export function signTrackingToken(
  config: Pick<Config, 'secretBoxKey' | 'dataDir'>,
  purpose: TrackingPurpose,
  emailId: number,
  target = '',
): string {
  return `${emailId.toString(36)}.${mac(trackingKey(config), purpose, emailId, target).toString('base64url')}`;
}

/** The email id of a token signed for this purpose (and target), or null. */
export function verifyTrackingToken(
  config: Pick<Config, 'secretBoxKey' | 'dataDir'>,
  purpose: TrackingPurpose,
  token: string,
  target = '',
): number | null {
  const match = /^([0-9a-z]{1,13})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const emailId = Number.parseInt(match[1], 36);
  if (!Number.isSafeInteger(emailId) || emailId <= 0) return null;
  const expected = mac(trackingKey(config), purpose, emailId, target).toString('base64url');
  return signatureMatches(match[2], expected) ? emailId : null;
}

type LinkConfig = Pick<Config, 'secretBoxKey' | 'dataDir' | 'host' | 'port'> & {
  email: Pick<Config['email'], 'publicUrl'>;
};

/** The public address of a tracking endpoint for this token (net/public-origin.ts). */
const trackingUrl = (config: LinkConfig, endpoint: { path: string }, token: string) =>
  `${publicOrigin(config)}${API_BASE}${endpointPath(endpoint.path, { token })}`;

export function openPixelUrl(config: LinkConfig, emailId: number): string {
  return trackingUrl(config, endpoints.open, signTrackingToken(config, 'open', emailId));
}

export function clickUrl(config: LinkConfig, emailId: number, target: string): string {
  const token = signTrackingToken(config, 'click', emailId, target);
  return `${trackingUrl(config, endpoints.click, token)}?u=${encodeURIComponent(target)}`;
}

/** The unsubscribe page (the same address takes RFC 8058's one-click POST). */
export function unsubscribeUrl(config: LinkConfig, emailId: number): string {
  const token = signTrackingToken(config, 'unsubscribe', emailId);
  return trackingUrl(config, endpoints.unsubscribePage, token);
}

const encodeAttr = (v: string) => v.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The HTML that goes out: http(s) links through the signed click redirect, an unsubscribe
 * footer and the open pixel. Input is sanitized HTML (attributes double-quoted).
 */
export function addTracking(config: LinkConfig, emailId: number, html: string): string {
  const tracked = html.replace(
    /(<a\b[^>]*?\shref=")(https?:\/\/[^"]+)(")/gi,
    (_whole, before: string, href: string, after: string) =>
      `${before}${encodeAttr(clickUrl(config, emailId, unescapeHtml(href)))}${after}`,
  );
  const pixel = encodeAttr(openPixelUrl(config, emailId));
  return `${tracked}${unsubscribeFooterHtml(unsubscribeUrl(config, emailId))}<img src="${pixel}" width="1" height="1" alt="" style="display:block;border:0" />`;
}

/** The unsubscribe line under every campaign email's HTML (the preview shows it too). */
export const unsubscribeFooterHtml = (href: string) =>
  `<p style="font-size:12px;color:#888888">Don't want these emails? <a href="${encodeAttr(href)}">Unsubscribe</a></p>`;

/** The same line under the plain-text part. */
export const unsubscribeFooterText = (url: string) => `\n\n--\nUnsubscribe: ${url}\n`;
