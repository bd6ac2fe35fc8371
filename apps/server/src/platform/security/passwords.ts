import { hash, verify } from '@node-rs/argon2';

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of one verify without a user, so unknown emails answer as slowly. */
  verifyNothing(password: string): Promise<void>;
};

/**
 * argon2id (the library's default algorithm), OWASP's 19 MiB / 2 passes by default.
 * ARGON2_MEMORY_KIB lowers the memory cost for tests; hashes keep their own parameters, so
 * verifying an old hash works whatever the current setting.
 */
export function createPasswordHasher(options: { memoryKib: number }): PasswordHasher {
  const params = { memoryCost: options.memoryKib, timeCost: 2, parallelism: 1 };
  let dummy: Promise<string> | null = null;
  return {
    hash: (password) => hash(password, params),
    verify: async (hashed, password) => {
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
    async verifyNothing(password) {
      dummy ??= hash('not-a-real-password-1', params);
      await verify(await dummy, password).catch(() => false);
    },
  };
}
