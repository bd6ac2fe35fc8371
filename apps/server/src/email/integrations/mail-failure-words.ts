import type { IntegrationFailure } from '../../platform/index.ts';
import { GRANT_REFUSED, SCOPE_MISSING } from '../mail-sync/gmail/gmail-api.ts';

type MailError = { code?: unknown; message?: unknown; responseCode?: unknown };

// Node's TLS codes for a certificate it does not trust (nodemailer and imapflow pass them).
const CERTIFICATE_CODES = new Set([
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);
const GONE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ECONNECTION',
]);

/**
 * A mail server's (SMTP or IMAP) or Google's refusal in words an Admin understands, with
 * the fix: a refused sign-in, a certificate this server does not trust, a server that cannot
 * be reached, a Gmail grant that must be given again.
 */
export function mailFailureWords(error: unknown): IntegrationFailure {
  const e = (error ?? {}) as MailError;
  const text = typeof e.message === 'string' ? e.message : String(error);
  const code = typeof e.code === 'string' ? e.code : '';
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  const codes = [code, typeof causeCode === 'string' ? causeCode : ''];
  if (text === GRANT_REFUSED || text === SCOPE_MISSING) {
    return {
      message: text,
      fix: 'Reconnect: Settings > Manager Emails, connect the Gmail account again and allow mail access.',
    };
  }
  if (code === 'EAUTH' || /authenticat|invalid login|535|credentials/i.test(text)) {
    return {
      message: `The mail server refused the sign-in (${text})`,
      fix: 'Check the user name and password in Settings > Manager Emails; with two-step sign-in, use an app password.',
    };
  }
  if (codes.some((c) => CERTIFICATE_CODES.has(c)) || /certificate|self[- ]signed/i.test(text)) {
    return {
      message: `The mail server's certificate is not trusted (${text})`,
      fix: 'Check the host name matches the certificate; for a company certificate authority, set SMTP_CA_FILE to its certificate.',
    };
  }
  if (
    codes.some((c) => GONE_CODES.has(c)) ||
    /timeout|timed out|ECONNREFUSED|ENOTFOUND/i.test(text)
  ) {
    return {
      message: `The mail server cannot be reached (${text})`,
      fix: 'Check the host and port in Settings > Manager Emails, and that this server may connect to them (firewall).',
    };
  }
  return { message: text, fix: null };
}
