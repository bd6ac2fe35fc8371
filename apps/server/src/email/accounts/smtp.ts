import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Config, MailerAccountRow } from '../../platform/index.ts';
import { secretBoxFor } from '../../platform/index.ts';
import { checkedMailServerAddress, mailServerCas } from '../mail-server-trust.ts';
import { isSignInRefusal, type SignInResult } from './sign-in-health.ts';

/** SMTP timeouts: well under EMAIL_SEND_LEASE, so a lease never runs out mid-send. */
export function smtpTimeouts(config: Pick<Config, 'email'>) {
  const leaseMs = config.email.leaseSeconds * 1000;
  const socket = Math.max(1000, Math.min(60_000, Math.floor(leaseMs / 3)));
  return {
    connectionTimeout: Math.min(socket, 20_000),
    greetingTimeout: Math.min(socket, 20_000),
    socketTimeout: socket,
  };
}

/** What nodemailer needs to reach an account: SMTP with password, or Gmail with XOAUTH2. */
export type SmtpSettings = {
  authType: 'smtp' | 'gmail';
  email: string;
  host: string;
  port: number;
  secure: boolean;
  username: string;
  password: string | null;
  refreshToken: string | null;
};

export function settingsOfAccount(
  config: Pick<Config, 'secretBoxKey' | 'dataDir' | 'email'>,
  account: MailerAccountRow,
): SmtpSettings {
  const box = secretBoxFor(config);
  if (account.authType === 'gmail') {
    return {
      authType: 'gmail',
      email: account.email,
      host: config.email.google.smtpHost,
      port: config.email.google.smtpPort,
      secure: config.email.google.smtpPort === 465,
      username: account.email,
      password: null,
      refreshToken: account.refreshTokenSealed ? box.open(account.refreshTokenSealed) : null,
    };
  }
  return {
    authType: 'smtp',
    email: account.email,
    host: account.host ?? '',
    port: account.port ?? 587,
    secure: account.secure,
    username: account.username ?? account.email,
    password: account.passwordSealed ? box.open(account.passwordSealed) : null,
    refreshToken: null,
  };
}

/**
 * Transport options. `secure` false still upgrades with STARTTLS when the server offers it.
 * Certificates are checked (a self-signed server fails) unless the process trusts its CA.
 */
export function transportOptions(
  config: Pick<Config, 'email'>,
  settings: SmtpSettings,
): SMTPTransport.Options {
  const auth: SMTPTransport.Options['auth'] =
    settings.authType === 'gmail'
      ? {
          type: 'OAuth2',
          user: settings.email,
          clientId: config.email.google.clientId ?? '',
          clientSecret: config.email.google.clientSecret ?? '',
          refreshToken: settings.refreshToken ?? '',
          accessUrl: config.email.google.tokenUrl,
        }
      : { user: settings.username, pass: settings.password ?? '' };
  const ca = mailServerCas(config);
  return {
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth,
    ...smtpTimeouts(config),
    ...(ca ? { tls: { ca } } : {}),
  };
}

/**
 * Where nodemailer connects. A host the user typed goes through the outbound guard: resolved
 * once, every address checked (an internal one is refused unless OUTBOUND_ALLOWLIST names
 * it), and nodemailer connects to the checked address with the name kept for TLS (SNI and
 * the certificate check), so a second DNS answer cannot redirect it. Gmail's host is the
 * operator's setting.
 */
export async function connectTarget(
  config: Pick<Config, 'email' | 'outboundAllowlist'>,
  settings: SmtpSettings,
): Promise<{ host: string; servername?: string }> {
  if (settings.authType === 'gmail') return { host: settings.host };
  const address = await checkedMailServerAddress(
    config,
    settings.host,
    smtpTimeouts(config).connectionTimeout,
  );
  return isIP(settings.host) ? { host: address } : { host: address, servername: settings.host };
}

/** Connects and authenticates (no mail sent): the "Test" button. */
export async function verifySmtp(
  config: Pick<Config, 'email' | 'outboundAllowlist'>,
  settings: SmtpSettings,
): Promise<SignInResult> {
  let transport: ReturnType<typeof nodemailer.createTransport> | null = null;
  try {
    const target = await connectTarget(config, settings);
    transport = nodemailer.createTransport({ ...transportOptions(config, settings), ...target });
    await transport.verify();
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      reason: error instanceof Error ? error.message : String(error),
      signInRefused: isSignInRefusal(error),
    };
  } finally {
    transport?.close();
  }
}
