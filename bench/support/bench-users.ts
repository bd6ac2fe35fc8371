import { createPasswordHasher } from '../../apps/server/src/platform/security/passwords.ts';
import type { BenchApp } from './bench-app.ts';

const ADMIN = { email: 'admin@bench.example', password: 'Bench-admin-1' };

/** The Admin every benchmark signs in as, inserted straight into the database. */
export async function seedAdmin(app: Pick<BenchApp, 'database'>) {
  const hash = await createPasswordHasher({ memoryKib: 19456 }).hash(ADMIN.password);
  await app.database.sql.executeSql(
    `insert into users (email, password_hash, first_name, last_name, role, status)
     values ($1, $2, 'Bench', 'Admin', 1, 1)`,
    [ADMIN.email, hash],
  );
}

export async function signIn(app: Pick<BenchApp, 'url'>): Promise<string> {
  const res = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}
