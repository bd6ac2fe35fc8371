/**
 * An edit form's body without its password when the field was left empty: the server then
 * keeps the stored one (PUTs change only the keys sent).
 */
export function withoutEmptyPassword<T extends { password?: string | undefined }>(
  values: T,
): Omit<T, 'password'> | T {
  const { password, ...rest } = values;
  return password ? values : rest;
}
