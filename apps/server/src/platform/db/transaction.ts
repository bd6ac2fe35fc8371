import type { Db, Tx } from './open-database.ts';

type Callback = () => Promise<void>;
const pending = new WeakMap<Tx, Callback[]>();

/**
 * db.transaction plus after-commit callbacks. Services open transactions through this so that
 * work which must only follow a committed change (inline jobs in tests) can be attached.
 */
export async function transaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const callbacks: Callback[] = [];
  const result = await db.transaction(async (tx) => {
    pending.set(tx, callbacks);
    return fn(tx);
  });
  for (const callback of callbacks) await callback();
  return result;
}

export function afterCommit(tx: Tx, callback: Callback): void {
  const callbacks = pending.get(tx);
  if (!callbacks) throw new Error('afterCommit needs a transaction opened with transaction()');
  callbacks.push(callback);
}
