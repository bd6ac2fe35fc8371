import { describe, expect, it } from 'vitest';
import { addResultRows, countOutcomes } from './add-outcomes.ts';

describe('add outcomes', () => {
  it('names each creator, tells created from already there, and lists failures first', () => {
    const rows = addResultRows(
      {
        results: [
          { creatorId: 1, ok: true, influencerId: 10, created: false },
          { creatorId: 2, ok: true, influencerId: 11, created: true },
          {
            creatorId: 3,
            ok: false,
            influencerId: null,
            created: false,
            message: 'Campaign not found',
          },
        ],
      },
      new Map([
        [1, 'Kai'],
        [2, 'Mira'],
      ]),
    );
    expect(rows.map((r) => [r.name, r.outcome, r.reason])).toEqual([
      ['#3', 'failed', 'Campaign not found'],
      ['Mira', 'created', null],
      ['Kai', 'existing', null],
    ]);
    expect(countOutcomes(rows)).toEqual({ created: 1, existing: 1, failed: 1 });
  });
});
