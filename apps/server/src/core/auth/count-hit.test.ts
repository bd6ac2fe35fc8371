import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.ts';
import { rateLimitWindows } from '../../platform/db/schema/index.ts';
import { countHit, storedKey, sweepEndedWindows } from './count-hit.ts';

const database = await openTestDatabase();
afterAll(() => database.close());
const db = database.db;
const key = () => `test:${randomUUID()}`;

describe('countHit (the database-backed rate limit window)', () => {
  it('counts concurrent hits on one key exactly: none lost, none counted twice', async () => {
    const k = key();
    const counts = await Promise.all(Array.from({ length: 40 }, () => countHit(db, k, 60)));
    expect(counts.map((c) => c.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    for (const c of counts) expect(c.resetInSeconds).toBeGreaterThan(58);
  });

  it('keeps keys apart', async () => {
    const [a, b] = [key(), key()];
    await countHit(db, a, 60);
    await countHit(db, a, 60);
    expect((await countHit(db, b, 60)).hits).toBe(1);
    expect((await countHit(db, a, 60)).hits).toBe(3);
  });

  it('counts a key of any length, and keeps no key in clear', async () => {
    const long = `login-email:${'a'.repeat(1_000_000)}@studio.test`;
    expect((await countHit(db, long, 60)).hits).toBe(1);
    expect((await countHit(db, long, 60)).hits).toBe(2);
    const [row] = await db
      .select()
      .from(rateLimitWindows)
      .where(eq(rateLimitWindows.key, storedKey(long)));
    expect(row?.key).toHaveLength(43);
  });

  it('starts a new window once the last one ended, and the sweep removes ended windows', async () => {
    const [ending, lasting] = [key(), key()];
    await countHit(db, ending, 0.3);
    await countHit(db, ending, 0.3);
    await countHit(db, lasting, 60);
    await sleep(400);
    expect(await sweepEndedWindows(db)).toBeGreaterThanOrEqual(1);
    const left = async (k: string) =>
      (
        await db
          .select()
          .from(rateLimitWindows)
          .where(eq(rateLimitWindows.key, storedKey(k)))
      ).length;
    expect(await left(ending)).toBe(0);
    expect(await left(lasting)).toBe(1);
    expect((await countHit(db, ending, 0.3)).hits).toBe(1);
  });

  it('restarts an ended window in place, before any sweep', async () => {
    const k = key();
    await countHit(db, k, 0.2);
    await countHit(db, k, 0.2);
    await sleep(300);
    const again = await countHit(db, k, 60);
    expect(again).toEqual({ hits: 1, resetInSeconds: 60 });
  });
});
