import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/index.ts';
import { rows } from '../../platform/index.ts';

// Built once: a new formatter per call loads its time zone data again (a millisecond each,
// on every provider call).
const pacificDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YouTube counts its quota per day in Pacific time. */
export function pacificDay(now: Date = new Date()): string {
  return pacificDate.format(now);
}

export type QuotaLedger = {
  /** Spends units if the day's total stays within the limit; false when it would not. */
  spend(units: number): Promise<boolean>;
  /** The platform said the quota is gone: the rest of the day counts as spent. */
  exhaust(): Promise<void>;
  used(): Promise<number>;
};

/**
 * Units per provider and day in provider_quota: shared by every process, and one atomic
 * upsert per call so concurrent refreshes never overspend.
 */
export function createQuotaLedger(
  db: Db,
  provider: string,
  limit: number,
  today: () => string = () => pacificDay(),
): QuotaLedger {
  return {
    async spend(units) {
      const day = today();
      const spent = await rows<{ units: number }>(
        db,
        sql`
        insert into provider_quota (provider, day, units)
        select ${provider}, ${day}, ${units} where ${units} <= ${limit}
        on conflict (provider, day) do update set units = provider_quota.units + excluded.units
          where provider_quota.units + excluded.units <= ${limit}
        returning units`,
      );
      return spent.length > 0;
    },
    async exhaust() {
      const day = today();
      await db.execute(sql`
        insert into provider_quota (provider, day, units) values (${provider}, ${day}, ${limit})
        on conflict (provider, day) do update
          set units = greatest(provider_quota.units, excluded.units)`);
    },
    async used() {
      const day = today();
      const [row] = await rows<{ units: number }>(
        db,
        sql`select units from provider_quota where provider = ${provider} and day = ${day}`,
      );
      return Number(row?.units ?? 0);
    },
  };
}
