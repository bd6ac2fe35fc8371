/** True when the error (or one it wraps: Drizzle wraps driver errors) is a unique violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (typeof current === 'object' && current !== null && 'code' in current) {
      const { code } = current as { code: unknown; constraint?: unknown };
      if (code === '23505') {
        const name = (current as { constraint?: unknown }).constraint;
        return constraint === undefined || name === undefined || name === constraint;
      }
    }
    current =
      typeof current === 'object' && current !== null
        ? (current as { cause?: unknown }).cause
        : undefined;
  }
  return false;
}
