import type { FieldPath, FieldValues, UseFormGetValues, UseFormSetError } from 'react-hook-form';
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

/**
 * Puts each of the server's `fields` messages on the form field of that path, when the form
 * has one (its value is defined: `storeLinks.1.url` too). Returns whether any took a message;
 * when none did, the caller shows the error for the whole form.
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  form: { setError: UseFormSetError<T>; getValues: UseFormGetValues<T> },
  translate: (message: string) => string = (message) => message,
): boolean {
  if (!(error instanceof BadRequestError)) return false;
  const paths = Object.keys(error.fields).filter(
    (path) => form.getValues(path as FieldPath<T>) !== undefined,
  );
  paths.forEach((path, index) => {
    const message = translate(error.fields[path] ?? '');
    form.setError(path as FieldPath<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return paths.length > 0;
}
