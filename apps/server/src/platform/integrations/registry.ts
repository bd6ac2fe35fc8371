import type { IntegrationCard } from '@app/contract';
import type { AppContext } from '../app-context.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/open-database.ts';
import type { IntegrationFailure } from './status-store.ts';

/**
 * One external provider the server calls, as the areas that call it describe it: whether
 * the settings are there, and one cheap real call. The areas register theirs at start
 * (their manifests' listeners); Settings > Integrations, `npm run doctor` and the start
 * warning all walk the same list.
 */
export type IntegrationProbe = {
  key: string;
  name: string;
  purpose: string;
  /** The settings it needs (environment variable names). */
  settings: readonly string[];
  configured(config: Config): boolean;
  /**
   * One cheap real call. `db` is null from the command line (`npm run doctor` opens no
   * database): no quota ledger then. Answers the usage to show, or throws; `describe` turns
   * what it throws into words.
   */
  test(config: Config, db: Db | null): Promise<{ usage?: string | null }>;
  describe(error: unknown): IntegrationFailure;
  /** Quota used today, from the area's own ledger (YouTube's units). */
  usage?(config: Config, db: Db): Promise<string | null>;
};

/** The sender accounts' cards and their Test (the email area). */
export type SenderAccountIntegrations = {
  cards(ctx: Pick<AppContext, 'db' | 'config'>): Promise<IntegrationCard[]>;
  /** null: no such account. */
  test(ctx: AppContext, id: number): Promise<IntegrationCard | null>;
};

const probes = new Map<string, IntegrationProbe>();
let senders: SenderAccountIntegrations | null = null;

/** Registering the same key again keeps one. */
export function registerIntegrationProbe(probe: IntegrationProbe): void {
  probes.set(probe.key, probe);
}

export function registerSenderAccountIntegrations(source: SenderAccountIntegrations): void {
  senders = source;
}

/** In registration order: the areas' order, lowest first. */
export function integrationProbes(): IntegrationProbe[] {
  return [...probes.values()];
}

export function senderAccountIntegrations(): SenderAccountIntegrations | null {
  return senders;
}

/** The words of a failure any probe may meet: a timeout or an unreachable host. */
export function describeAnyFailure(error: unknown): IntegrationFailure {
  const fix = (error as { fix?: unknown } | null)?.fix;
  return {
    message: error instanceof Error ? error.message : String(error),
    fix: typeof fix === 'string' ? fix : null,
  };
}
