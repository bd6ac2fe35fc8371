import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../platform/index.ts';
import { decodeKey } from '../../platform/index.ts';
import { BackupError, type InstallationKeys } from './archive-layout.ts';

type KeyConfig = Pick<Config, 'dataDir' | 'jwtSecret' | 'secretBoxKey'>;

const jwtFile = (config: KeyConfig) => join(config.dataDir, 'jwt-secret');
const boxFile = (config: KeyConfig) => join(config.dataDir, 'secret-box-key');

/**
 * The keys as the installation holds them (environment first, then DATA_DIR), read without
 * creating any: resolveJwtSecret and resolveSecretBoxKey would generate a missing one, and a
 * backup must not change the installation it copies.
 */
export function readInstallationKeys(config: KeyConfig): InstallationKeys {
  const fromFile = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : null);
  const jwtSecret = config.jwtSecret ?? fromFile(jwtFile(config));
  const boxText = config.secretBoxKey ?? fromFile(boxFile(config));
  return {
    jwtSecret,
    secretBoxKey:
      boxText === null ? null : decodeKey(boxText, 'the secret-box key').toString('base64'),
  };
}

/**
 * Before anything is touched: a SECRET_BOX_KEY set in the environment wins over the file, so
 * if it differs from the archive's key every restored secret would be unreadable.
 */
export function checkKeysCanApply(config: KeyConfig, keys: InstallationKeys): void {
  if (!config.secretBoxKey || keys.secretBoxKey === null) return;
  const configured = decodeKey(config.secretBoxKey, 'SECRET_BOX_KEY').toString('base64');
  if (configured !== keys.secretBoxKey) {
    throw new BackupError(
      "SECRET_BOX_KEY is set and differs from the key the archive's secrets were sealed with. Unset it (the restore then keeps the archive's key in DATA_DIR/secret-box-key) or set it to the key of the backed-up installation.",
    );
  }
}

/** Writes the archive's keys where the server reads them (mode 0600, like generated ones). */
export async function writeInstallationKeys(
  config: KeyConfig,
  keys: InstallationKeys,
): Promise<string[]> {
  const notes: string[] = [];
  await mkdir(config.dataDir, { recursive: true });
  const write = async (file: string, text: string) => {
    await writeFile(file, `${text}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
  };
  if (keys.jwtSecret !== null) {
    await write(jwtFile(config), keys.jwtSecret);
    if (config.jwtSecret && config.jwtSecret !== keys.jwtSecret) {
      notes.push(
        "JWT_SECRET is set and differs from the archive's: it stays in use, so sessions signed before the backup end (users sign in again).",
      );
    }
  }
  if (keys.secretBoxKey !== null) await write(boxFile(config), keys.secretBoxKey);
  return notes;
}
