import { createHmac } from 'node:crypto';
import { signatureMatches } from '../../platform/index.ts';

/** `sha256=<hex>` of HMAC-SHA256(secret, "<timestamp>.<body>"): what receivers verify. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Receiver side (tests, docs): constant-time comparison of the signature header. */
export function verifyWebhookSignature(
  secret: string,
  timestamp: number,
  body: string,
  signature: string,
): boolean {
  return signatureMatches(signature, signWebhook(secret, timestamp, body));
}
