// The inputs of a mail server's settings, in the SMTP account dialog and its IMAP part alike.

/** Addresses, hosts and user names read left to right in any interface direction. */
export const ltrInput = { htmlInput: { dir: 'ltr' } } as const;

/** A port: the phone's number pad, read left to right. */
export const portInput = { htmlInput: { inputMode: 'numeric', dir: 'ltr' } } as const;

/** The port as typed: digits only, at most five; none is no port. */
export function portNumber(text: string): number | undefined {
  const digits = text.replace(/\D/g, '').slice(0, 5);
  return digits ? Number(digits) : undefined;
}
