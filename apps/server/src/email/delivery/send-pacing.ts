import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/index.ts';
import { rows } from '../../platform/index.ts';

/**
 * Waits for this sender account's next send slot, kept in the database (email_send_pacing)
 * so that EMAIL_RATE_LIMIT holds in total across every worker process: a provider sees the
 * configured rate, not one per process.
 *
 * A generic cell rate algorithm in one statement. The row holds the earliest time the next
 * send may go (`next_slot_at`); each send takes that slot (or now, if it passed) and moves it
 * on by 1/rate s. An idle account may send a burst of `rate` at once, as the token bucket
 * each process kept before did: the slot never lags now by more than 1 - 1/rate s. The
 * upsert's row lock orders concurrent senders, so no two take the same slot.
 */
export async function waitForSendSlot(
  db: Db,
  mailerAccountId: number,
  ratePerSecond: number,
): Promise<void> {
  const step = 1 / ratePerSecond;
  // now() - burst + step: the slot after an idle account's burst allowance.
  const burst = 1 - step;
  const [row] = await rows<{ wait_ms: number }>(
    db,
    sql`insert into email_send_pacing as p (mailer_account_id, next_slot_at)
        values (${mailerAccountId}, now() - make_interval(secs => ${burst - step}))
        on conflict (mailer_account_id) do update set
          next_slot_at = greatest(p.next_slot_at, now() - make_interval(secs => ${burst}))
            + make_interval(secs => ${step})
        returning greatest(0, extract(epoch from
          next_slot_at - make_interval(secs => ${step}) - now()) * 1000)::float8 as wait_ms`,
  );
  const waitMs = Number(row?.wait_ms ?? 0);
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.ceil(waitMs)));
}
