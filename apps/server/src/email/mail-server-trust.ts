import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import type { Config } from '../platform/index.ts';
import { resolveOutbound } from '../platform/index.ts';

// What SMTP sending and IMAP sync share to reach a team's mail server: the address the
// outbound guard checked, and the certificate authorities its TLS certificate may chain to.

/**
 * The address to connect to for a host the user typed: resolved once through the outbound
 * guard (every address checked; an internal one is refused unless OUTBOUND_ALLOWLIST names
 * it), IPv4 first as nodemailer's own resolution does. The caller keeps the name for TLS.
 */
export async function checkedMailServerAddress(
  config: Pick<Config, 'outboundAllowlist'>,
  host: string,
  timeoutMs: number,
): Promise<string> {
  const found = await resolveOutbound(host, config.outboundAllowlist, { timeoutMs });
  return (found.find((a) => a.family === 4) ?? found[0])?.address ?? host;
}

/**
 * The system's CAs plus SMTP_CA_FILE's (a private CA), null without the setting (the
 * defaults apply). The file is read once per process.
 */
export function mailServerCas(config: Pick<Config, 'email'>): string[] | null {
  const file = config.email.smtpCaFile;
  if (!file) return null;
  let pem = caFiles.get(file);
  if (pem === undefined) {
    pem = readFileSync(file, 'utf8');
    caFiles.set(file, pem);
  }
  return [...rootCertificates, pem];
}

const caFiles = new Map<string, string>();
