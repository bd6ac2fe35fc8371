import type { IntegrationCard, IntegrationState } from '@app/contract';
import type { IntegrationStatusRow } from '../db/schema/index.ts';

/** The state a card shows from its settings and what its calls last came to. */
export function integrationState(
  configured: boolean,
  row: IntegrationStatusRow | undefined,
): IntegrationState {
  if (!configured) return 'not_configured';
  if (!row) return 'untested';
  const lastError = row.lastErrorAt?.getTime() ?? null;
  const lastSuccess = row.lastSuccessAt?.getTime() ?? null;
  if (lastError !== null && (lastSuccess === null || lastError >= lastSuccess)) return 'failing';
  return lastSuccess === null ? 'untested' : 'working';
}

/** The status columns of a card (last success, last error and its fix, usage). */
export function statusFields(
  row: IntegrationStatusRow | undefined,
): Pick<IntegrationCard, 'lastSuccessAt' | 'lastError' | 'lastErrorAt' | 'fix' | 'usage'> {
  return {
    lastSuccessAt: row?.lastSuccessAt?.toISOString() ?? null,
    lastError: row?.lastError ?? null,
    lastErrorAt: row?.lastErrorAt?.toISOString() ?? null,
    fix: row?.lastErrorFix ?? null,
    usage: row?.usage ?? null,
  };
}
