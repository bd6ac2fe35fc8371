/** The IMAP settings of an SMTP account as the form holds them (Mailings reads the mailbox). */
export type ImapFormValues = {
  imapHost?: string | null | undefined;
  imapPort?: number | null | undefined;
  imapSecure?: boolean | null | undefined;
  imapUsername?: string | null | undefined;
  imapPassword?: string | null | undefined;
};

/** The usual IMAP ports: 993 for TLS from the first byte, 143 for STARTTLS. */
export const IMAP_TLS_PORT = 993;
export const IMAP_STARTTLS_PORT = 143;

/**
 * The form's values as a save sends them: an empty IMAP box is null, which the server reads
 * as "use the SMTP setting" (host, username, password) or the default port; an empty IMAP
 * password is left out, so a stored one is kept.
 */
export function withImapDefaults<T extends ImapFormValues>(
  values: T,
): Omit<T, 'imapPassword'> & ImapFormValues {
  const { imapPassword, ...rest } = values;
  const text = (value: string | null | undefined) => value?.trim() || null;
  return {
    ...rest,
    imapHost: text(values.imapHost),
    imapPort: values.imapPort ?? null,
    imapSecure: values.imapSecure ?? null,
    imapUsername: text(values.imapUsername),
    ...(imapPassword ? { imapPassword } : {}),
  };
}
