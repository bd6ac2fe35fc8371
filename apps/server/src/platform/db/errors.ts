type DriverError = { code: string; constraint?: unknown };

/**
 * The driver's errors in what was thrown: the error itself and the causes it wraps (Drizzle
 * wraps driver errors), outermost first, up to five deep.
 */
function* driverErrors(error: unknown): Generator<DriverError> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (typeof current === 'object' && current !== null && 'code' in current) {
      if (typeof (current as { code: unknown }).code === 'string') yield current as DriverError;
    }
    current =
      typeof current === 'object' && current !== null
        ? (current as { cause?: unknown }).cause
        : undefined;
  }
}

/** True when the error (or one it wraps) is a unique violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const { code, constraint: name } of driverErrors(error)) {
    if (code === '23505') {
      return constraint === undefined || name === undefined || name === constraint;
    }
  }
  return false;
}

/** The SQLSTATE of the outermost driver error in what was thrown, or null. */
export function sqlStateOf(error: unknown): string | null {
  for (const { code } of driverErrors(error)) return code;
  return null;
}

/**
 * Runs a write and throws `toError()` in place of a unique violation of `constraint` (the
 * "already exists" answer); any other error passes unchanged.
 */
export async function withUniqueCheck<T>(
  constraint: string,
  toError: () => Error,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw toError();
    throw error;
  }
}
