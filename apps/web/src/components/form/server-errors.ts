import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { BadRequestError } from '../../api/errors.ts';

/**
 * Puts the server's `fields` messages onto the matching form fields.
 * Returns true when at least one field took a message, so the caller can skip the toast.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly FieldPath<T>[],
): boolean {
  if (!(error instanceof BadRequestError)) return false;
  let applied = false;
  let first = true;
  for (const [path, message] of Object.entries(error.fields)) {
    const name = fieldNames.find((f) => f === path);
    if (!name) continue;
    setError(name, { type: 'server', message }, { shouldFocus: first });
    first = false;
    applied = true;
  }
  return applied;
}
