import { isIP } from 'node:net';
import type { ImapFlowOptions } from 'imapflow';
import type { Config, MailerAccountRow } from '../../../platform/index.ts';
import { secretBoxFor } from '../../../platform/index.ts';
import { checkedMailServerAddress, mailServerCas } from '../../mail-server-trust.ts';

/** Where and as whom an SMTP account's mailbox is reached. */
export type ImapSettings = {
  host: string;
  port: number;
  /** true: TLS from the first byte (993); false: STARTTLS when the server offers it. */
  secure: boolean;
  username: string;
  password: string;
};

export const DEFAULT_IMAP_PORT = 993;

type SettingsConfig = Pick<Config, 'secretBoxKey' | 'dataDir'>;

/**
 * The account's IMAP settings: its own imap_* columns, each falling back to the SMTP one
 * (host, username, password), port 993 with TLS (TLS by default only on 993 when just the
 * port was chosen, as 143 speaks STARTTLS).
 */
export function imapSettingsOf(config: SettingsConfig, account: MailerAccountRow): ImapSettings {
  if (account.authType !== 'smtp') throw new Error('Only SMTP accounts have an IMAP mailbox');
  const box = secretBoxFor(config);
  const port = account.imapPort ?? DEFAULT_IMAP_PORT;
  const sealed = account.imapPasswordSealed ?? account.passwordSealed;
  return {
    host: account.imapHost || account.host || '',
    port,
    secure: account.imapSecure ?? port === DEFAULT_IMAP_PORT,
    username: account.imapUsername || account.username || account.email,
    password: sealed ? box.open(sealed) : '',
  };
}

/** Short enough that a dead server fails a sync pass well within its job lease. */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 90_000 };

/**
 * imapflow's options for these settings. The host the user typed goes through the outbound
 * guard (resolved once, every address checked, internal ones refused unless
 * OUTBOUND_ALLOWLIST names them) and the client connects to the checked address, with the
 * name kept for SNI and the certificate check, as SMTP does. Certificates are checked; a
 * private CA is trusted through SMTP_CA_FILE.
 */
export async function imapClientOptions(
  config: Pick<Config, 'email' | 'outboundAllowlist'>,
  settings: ImapSettings,
): Promise<ImapFlowOptions> {
  if (!settings.host) throw new Error('No IMAP host is set for this account');
  const address = await checkedMailServerAddress(config, settings.host, TIMEOUTS.connectionTimeout);
  const ca = mailServerCas(config);
  const named = isIP(settings.host) === 0;
  return {
    host: address,
    port: settings.port,
    secure: settings.secure,
    ...(named ? { servername: settings.host } : {}),
    auth: { user: settings.username, pass: settings.password },
    tls: {
      rejectUnauthorized: true,
      ...(named ? { servername: settings.host } : {}),
      ...(ca ? { ca } : {}),
    },
    logger: false,
    // One pass at a time, then logout: IDLE would only keep the connection busy.
    disableAutoIdle: true,
    ...TIMEOUTS,
  };
}
