import type { TestMailerAccountRequest } from '@app/contract';

/** The usual ports: 465 for TLS from the first byte, 587 for STARTTLS. */
export const SMTP_TLS_PORT = 465;
export const SMTP_STARTTLS_PORT = 587;

/**
 * The port to show after the TLS switch changes: flips between the two usual ports, and leaves
 * any other port (25, 2525, a test server's) as the person typed it.
 */
export function smtpPortFor(port: number | undefined, secure: boolean): number | undefined {
  if (secure && port === SMTP_STARTTLS_PORT) return SMTP_TLS_PORT;
  if (!secure && port === SMTP_TLS_PORT) return SMTP_STARTTLS_PORT;
  return port;
}

type SmtpValues = {
  email: string;
  name: string | null;
  host: string;
  port: number;
  username: string;
  password: string;
  secure: boolean;
};

/**
 * POST /mailer-auth/test for what the form holds. A saved account sends its id too, so an
 * empty password means "the stored one"; a typed password is always the one tested.
 */
export function testRequestFrom(id: number | null, values: SmtpValues): TestMailerAccountRequest {
  // Only the SMTP settings: the form holds the IMAP ones too, which this test does not use.
  const { email, name, host, port, username, secure, password } = values;
  const rest = { email, name, host, port, username, secure };
  return {
    ...(id === null ? {} : { id }),
    account: password ? { ...rest, password } : rest,
  };
}
