/**
 * The one row an INSERT … RETURNING answers. Its absence is a bug (the insert has no
 * ON CONFLICT that could skip it), never a user's error, so it throws a plain Error.
 */
export async function insertedRow<T>(insert: PromiseLike<T[]>): Promise<T> {
  const [row] = await insert;
  if (!row) throw new Error('insert returned no row');
  return row;
}
