import type { ProviderError } from './provider-error.ts';

/** What one provider call came to, for whoever keeps the integration's status. */
export type CallOutcome = { ok: true } | { ok: false; error: ProviderError };
