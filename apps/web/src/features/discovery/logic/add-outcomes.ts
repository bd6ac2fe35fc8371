import type { DiscoveryAddResponse } from '@app/contract';

export type AddOutcome = 'created' | 'existing' | 'failed';

export type AddResultRow = {
  creatorId: number;
  name: string;
  outcome: AddOutcome;
  influencerId: number | null;
  reason: string | null;
};

/** Names the creators the server answered for, and sorts failures first (they need a look). */
export function addResultRows(
  response: DiscoveryAddResponse,
  names: ReadonlyMap<number, string>,
): AddResultRow[] {
  const rank: Record<AddOutcome, number> = { failed: 0, created: 1, existing: 2 };
  return response.results
    .map((r) => ({
      creatorId: r.creatorId,
      name: names.get(r.creatorId) ?? `#${r.creatorId}`,
      outcome: (!r.ok ? 'failed' : r.created ? 'created' : 'existing') as AddOutcome,
      influencerId: r.influencerId,
      reason: r.ok ? null : (r.message ?? null),
    }))
    .sort((a, b) => rank[a.outcome] - rank[b.outcome]);
}

export function countOutcomes(rows: readonly AddResultRow[]): Record<AddOutcome, number> {
  const counts: Record<AddOutcome, number> = { created: 0, existing: 0, failed: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}
