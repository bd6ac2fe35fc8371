const MASK = '•';

/**
 * Hides an account number except its last 4 characters, e.g. "123456789012" -> "••••••••9012".
 * Spaces and dashes are dropped first so their position cannot leak the length of groups.
 */
export function maskAccountNumber(accountNumber: string): string {
  const compact = accountNumber.replace(/[\s-]/g, '');
  const visible = compact.slice(-4);
  return MASK.repeat(Math.max(0, compact.length - visible.length)) + visible;
}
