import { parseArgs } from 'node:util';
import { email as emailField, newPassword } from '@app/contract';
import { createOrPromoteAdmin } from '../core/index.ts';
import { holdDataDir } from '../operations/data-dir-lock.ts';
import {
  ConfigError,
  createPasswordHasher,
  databaseOptionsFromConfig,
  loadConfig,
  openDatabase,
} from '../platform/index.ts';

// npm run create-admin -- --email x@y.z --password 'secret123'
// Creates an Admin, or makes an existing user an active Admin (resetting the password when
// one is given). With embedded PGlite, stop the server first: one process owns its data dir
// (refused while a server holds it).
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  const email = emailField.safeParse(values.email);
  if (!email.success) throw new ConfigError('--email: a valid email is required');
  if (values.password !== undefined && !newPassword.safeParse(values.password).success) {
    throw new ConfigError('--password: 8-128 characters with a letter and a digit');
  }
  const config = loadConfig(process.env, { cwd: process.env.INIT_CWD ?? process.cwd() });
  const held = config.databaseUrl ? null : holdDataDir(config.dataDir, 'create-admin');
  const database = await openDatabase(databaseOptionsFromConfig(config)).catch((error) => {
    held?.release();
    throw error;
  });
  try {
    await database.migrate();
    const outcome = await createOrPromoteAdmin({
      db: database.db,
      passwords: createPasswordHasher({ memoryKib: config.argon2MemoryKib }),
      email: email.data,
      password: values.password ?? null,
    });
    process.stdout.write(`${outcome === 'created' ? 'Created' : 'Promoted'} Admin ${email.data}\n`);
  } finally {
    await database.close();
    held?.release();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
