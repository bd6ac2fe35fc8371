import { UserRole } from '@app/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/factories.ts';
import { dbKind, openTestDatabase } from '../../../test/test-database.ts';
import type { Db } from '../../platform/db/open-database.ts';
import { mailerAccounts, users } from '../../platform/db/schema/index.ts';
import { waitForSendSlot } from './send-pacing.ts';

const database = await openTestDatabase();
afterAll(() => database.close());
const db = database.db;

async function createAccount(): Promise<number> {
  const [owner] = await db
    .insert(users)
    .values({ email: uniqueEmail(), passwordHash: 'x', firstName: 'Pace', role: UserRole.Manager })
    .returning({ id: users.id });
  const [account] = await db
    .insert(mailerAccounts)
    .values({ ownerId: owner?.id ?? 0, authType: 'smtp', email: uniqueEmail('sender') })
    .returning({ id: mailerAccounts.id });
  return account?.id ?? 0;
}

/** When each of `sends` concurrent senders got its slot, in ms after the start, sorted. */
async function slotTimes(on: Db, accountId: number, sends: number, rate: number) {
  const start = Date.now();
  const times = await Promise.all(
    Array.from({ length: sends }, async () => {
      await waitForSendSlot(on, accountId, rate);
      return Date.now() - start;
    }),
  );
  return times.sort((a, b) => a - b);
}

describe('waitForSendSlot (the database-backed send rate of a sender account)', () => {
  it('lets an idle account send a burst of `rate`, then one every 1/rate s', async () => {
    const account = await createAccount();
    const times = await slotTimes(db, account, 30, 20);
    // The burst: the first 20 at once (within the round trips, which PGlite runs one at a
    // time: 0.5 s on a loaded CI machine). Paced, the 20th would come at 950 ms.
    expect(times[19]).toBeLessThan(800);
    // The other 10 at 50 ms each: the last one no sooner than 0.5 s in.
    expect(times[29]).toBeGreaterThanOrEqual(450);
    expect(times[29]).toBeLessThan(2_000);
  });

  it('holds in sum for senders sharing nothing but the database (two processes)', async () => {
    // PostgreSQL: a second pool, as another process has. PGlite serves one process: the
    // same handle, still two concurrent senders.
    const other = dbKind === 'postgres' ? await openTestDatabase() : database;
    try {
      const account = await createAccount();
      const [a, b] = await Promise.all([
        slotTimes(db, account, 20, 20),
        slotTimes(other.db, account, 20, 20),
      ]);
      // 40 sends at 20/s with a burst of 20: the last one comes a second in, however the two
      // senders split them; each alone would have been done at once.
      expect(Math.max(a[19] ?? 0, b[19] ?? 0)).toBeGreaterThanOrEqual(950);
    } finally {
      if (other !== database) await other.close();
    }
  });

  it('paces each account on its own', async () => {
    const [one, two] = [await createAccount(), await createAccount()];
    const [a, b] = await Promise.all([slotTimes(db, one, 10, 10), slotTimes(db, two, 10, 10)]);
    // Each account's burst of 10 at once. Paced together (one budget for both), the last of
    // the 20 would come a second in, so 800 ms still tells them apart under CI load.
    expect(a[9]).toBeLessThan(800);
    expect(b[9]).toBeLessThan(800);
  });
});
