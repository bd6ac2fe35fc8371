import { createHmac } from 'node:crypto';
import type { Config } from '../../platform/index.ts';
import { derivedKey, signatureMatches } from '../../platform/index.ts';
import type { SmtpSettings } from './smtp.ts';

/**
 * A Test of unsaved settings (the account dialog before Save) answers a receipt: the outcome,
 * signed over exactly the settings tested, password included. Saving those same settings with
 * the receipt records the outcome on the account, so an account whose Test failed is saved as
 * failing, not as "Not tested". The settings are not in the receipt (only in its signature),
 * so it tells the browser nothing about a stored password; a receipt for other settings, or
 * older than RECEIPT_TTL_SECONDS, is ignored.
 */
export type TestOutcome = { ok: true } | { ok: false; reason: string };

const RECEIPT_TTL_SECONDS = 60 * 60;
type ReceiptConfig = Pick<Config, 'secretBoxKey' | 'dataDir'>;
/** The settings a Test and a save are compared on. */
export type TestedSettings = Pick<
  SmtpSettings,
  'email' | 'host' | 'port' | 'secure' | 'username' | 'password'
>;
type Body = { ok: boolean; r: string | null; t: number };

const receiptKey = (config: ReceiptConfig) => derivedKey(config, 'mailer-test-receipt-v1');

function mac(config: ReceiptConfig, body: string, settings: TestedSettings): string {
  const tested = JSON.stringify([
    settings.email.toLowerCase(),
    settings.host.trim().toLowerCase(),
    settings.port,
    settings.secure,
    settings.username,
    settings.password ?? '',
  ]);
  return createHmac('sha256', receiptKey(config))
    .update(body)
    .update('\n')
    .update(tested)
    .digest('base64url');
}

export function signTestReceipt(
  config: ReceiptConfig,
  settings: TestedSettings,
  outcome: TestOutcome,
  now = Date.now(),
): string {
  const body: Body = {
    ok: outcome.ok,
    r: outcome.ok ? null : outcome.reason.slice(0, 1000),
    t: Math.floor(now / 1000),
  };
  const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${encoded}.${mac(config, encoded, settings)}`;
}

/** The outcome and when it was seen, if the receipt is ours, fresh and for these settings. */
export function readTestReceipt(
  config: ReceiptConfig,
  receipt: string,
  settings: TestedSettings,
  now = Date.now(),
): (TestOutcome & { at: Date }) | null {
  const [encoded, given] = receipt.split('.');
  if (!encoded || !given) return null;
  if (!signatureMatches(given, mac(config, encoded, settings))) return null;
  try {
    const body = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Body;
    if (typeof body.t !== 'number' || now / 1000 - body.t > RECEIPT_TTL_SECONDS) return null;
    const at = new Date(body.t * 1000);
    if (body.ok === true) return { ok: true, at };
    return typeof body.r === 'string' ? { ok: false, reason: body.r, at } : null;
  } catch {
    return null;
  }
}
