import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// The app's real logger (pino through Fastify), its JSON lines captured: every line of a
// request carries Fastify's reqId, and after authentication the signed-in user's id.
type LogLine = { reqId?: string; userId?: number; msg?: string; req?: { url?: string } };
const lines: LogLine[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString().split('\n')) {
      if (text.trim()) lines.push(JSON.parse(text) as LogLine);
    }
    done();
  },
});
const t = await createTestApp({ logger: { level: 'info', stream } });

/** A request's lines, found by a marker in its URL: the incoming line logs the URL. */
async function linesOf(marker: string): Promise<LogLine[]> {
  // "request completed" is written by onResponse hooks, which may finish a few microtasks
  // after inject has answered.
  await new Promise((resolve) => setImmediate(resolve));
  const reqId = lines.find((line) => line.req?.url?.includes(marker))?.reqId;
  expect(reqId).toMatch(/^req-/);
  return lines.filter((line) => line.reqId === reqId);
}

describe('request logs', () => {
  it('name the signed-in user on the lines after authentication, with the request id', async () => {
    const me = await signedIn(t);
    const marker = randomUUID();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/user?marker=${marker}`,
      headers: me.headers,
    });
    expect(response.statusCode).toBe(200);
    const own = await linesOf(marker);
    const completed = own.find((line) => line.msg === 'request completed');
    expect(completed?.userId).toBe(me.id);
    // The incoming line is written before authentication: it cannot know the user yet.
    expect(own.find((line) => line.msg === 'incoming request')?.userId).toBeUndefined();
  });

  it('name nobody on a public request', async () => {
    const marker = randomUUID();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auth/login?marker=${marker}`,
      payload: { email: 'nobody@test.example', password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(400);
    const own = await linesOf(marker);
    expect(own.map((line) => line.msg)).toContain('request completed');
    expect(own.every((line) => line.userId === undefined)).toBe(true);
  });
});
