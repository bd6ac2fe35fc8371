import type { Config } from '../config.ts';
import { integrationProbes } from './registry.ts';

export type IntegrationCheck = {
  key: string;
  name: string;
  configured: boolean;
  /** null when not configured (not called). */
  ok: boolean | null;
  /** "working", the settings to set, or the failure in words with its fix. */
  words: string;
};

/** One probe's longest wait: the providers' own timeouts are 10 s; this is the backstop. */
const CHECK_TIMEOUT_MS = 15_000;

function withTimeout<T>(work: Promise<T>, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${name} did not answer within ${CHECK_TIMEOUT_MS / 1000} s`)),
      CHECK_TIMEOUT_MS,
    );
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Every registered provider checked from the configuration alone (no database, no quota
 * ledger): `npm run doctor` and the server's start warning. All at once, each bounded.
 */
export async function checkIntegrations(config: Config): Promise<IntegrationCheck[]> {
  return Promise.all(
    integrationProbes().map(async (probe): Promise<IntegrationCheck> => {
      const base = { key: probe.key, name: probe.name };
      if (!probe.configured(config)) {
        return {
          ...base,
          configured: false,
          ok: null,
          words: `not configured (set ${probe.settings.join(', ')})`,
        };
      }
      try {
        await withTimeout(probe.test(config, null), probe.name);
        return { ...base, configured: true, ok: true, words: 'working' };
      } catch (error) {
        const { message, fix } = probe.describe(error);
        return {
          ...base,
          configured: true,
          ok: false,
          words: fix ? `${message}. ${fix}` : message,
        };
      }
    }),
  );
}

/** "YouTube Data API v3: working" and so on, one line per integration. */
export function checkLine(check: IntegrationCheck): string {
  const mark = check.ok === null ? '-' : check.ok ? 'ok' : 'FAIL';
  return `${mark.padEnd(4)} ${check.name}: ${check.words}`;
}
