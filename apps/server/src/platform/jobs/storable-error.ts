/**
 * The error a failed job hands pg-boss, which stores it as the job's output (jsonb). PostgreSQL
 * text cannot hold U+0000: a NUL anywhere in the error (a driver's message quoting a dataset's
 * cell, a query's params) failed pg-boss's own write, outside any handler, and took the
 * process down (issue 28). Every job's error passes here, so no job has to remember it.
 * Answers the error itself when it is safe; otherwise a plain Error with its name, message and
 * stack cleaned (the properties that carried the NUL, such as params, are left out).
 */
export function storableJobError(error: unknown): unknown {
  if (typeof error === 'string') return error.replaceAll('\u0000', '');
  if (!(error instanceof Error) || !carriesNul(error)) return error;
  const clean = new Error(error.message.replaceAll('\u0000', ''));
  clean.name = error.name;
  if (error.stack) clean.stack = error.stack.replaceAll('\u0000', '');
  return clean;
}

function carriesNul(error: Error): boolean {
  try {
    const own = JSON.stringify({ ...error, message: error.message, stack: error.stack });
    return own.includes('\\u0000');
  } catch {
    // Not serialisable (a cycle): what pg-boss would store of it is unknown, so clean it.
    return true;
  }
}
