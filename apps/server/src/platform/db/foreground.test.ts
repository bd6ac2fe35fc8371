import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerForegroundCount } from '../http/foreground-count.ts';
import { foregroundStarted, markSerialDatabase, yieldToForeground } from './foreground.ts';

// Background work on PGlite steps aside while a request is answered (foreground.ts): it waits
// for the request to end, never on PostgreSQL, and never longer than its bound.

/** Whether `promise` has settled within `ms`. */
async function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, ms));
  return settled;
}

const ends: (() => void)[] = [];
afterEach(() => {
  for (const end of ends.splice(0)) end();
});

describe('yieldToForeground', () => {
  it('on a serial database waits while a request is in flight, and goes on when it ends', async () => {
    const db = {};
    markSerialDatabase(db);
    const end = foregroundStarted();
    ends.push(end);
    const waiting = yieldToForeground(db, 5_000);
    expect(await settledWithin(waiting, 100)).toBe(false);
    end();
    expect(await settledWithin(waiting, 50)).toBe(true);
  });

  it('does not wait on a database that serves requests beside it (PostgreSQL)', async () => {
    ends.push(foregroundStarted());
    expect(await settledWithin(yieldToForeground({}, 5_000), 50)).toBe(true);
  });

  it('waits no longer than its bound when requests never stop', async () => {
    const db = {};
    markSerialDatabase(db);
    ends.push(foregroundStarted());
    const at = performance.now();
    await yieldToForeground(db, 80);
    expect(performance.now() - at).toBeGreaterThanOrEqual(75);
  });

  it('counts an HTTP request from its arrival to its answer', async () => {
    const db = {};
    markSerialDatabase(db);
    const app = Fastify();
    registerForegroundCount(app);
    let release = () => {};
    let arrived = () => {};
    const inHandler = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.get('/slow', async () => {
      arrived();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { ok: true };
    });
    const answer = app.inject({ method: 'GET', url: '/slow' });
    await inHandler;
    const waiting = yieldToForeground(db, 5_000);
    expect(await settledWithin(waiting, 100)).toBe(false);
    release();
    expect((await answer).statusCode).toBe(200);
    expect(await settledWithin(waiting, 50)).toBe(true);
    // Answered: nothing counted any more.
    expect(await settledWithin(yieldToForeground(db, 5_000), 50)).toBe(true);
    await app.close();
  });

  it('does not wait for the request it runs in (a job run inline by that request)', async () => {
    const db = {};
    markSerialDatabase(db);
    const app = Fastify();
    registerForegroundCount(app);
    app.get('/sync-now', async () => {
      const at = performance.now();
      await yieldToForeground(db, 2_000);
      return { waited: performance.now() - at };
    });
    const answer = await app.inject({ method: 'GET', url: '/sync-now' });
    expect(answer.json<{ waited: number }>().waited).toBeLessThan(1_000);
    await app.close();
  });
});
