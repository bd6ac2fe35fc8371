import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { youtubeChannelList } from '@app/contract/providers';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyReport, silentLog } from '../../src/ingest/ingest-context.ts';
import { IngestStopped } from '../../src/ingest/shared/ingest-stopped.ts';
import { ProviderError, providerFetch, readJson } from '../../src/ingest/shared/provider-fetch.ts';
import { minuteWindow, pacificDayWindow } from '../../src/ingest/shared/quota-ledger.ts';
import { youtubeGet } from '../../src/ingest/youtube/youtube-get.ts';
import { useTestDatabase } from '../test-database.ts';
import { ingestContext, standInConfig } from './ingest-harness.ts';

// Hostile and rate-limited answers through the ingest's fetch: a clear ProviderError or a
// resumable stop, a bounded wait, Helix's empty points bucket respected before a 429, IGDB's
// 4 requests a second and 8 open.

type Answer = { status: number; raw: string; headers?: Record<string, string>; delayMs?: number };
let next: Answer[] = [];
let open = 0;
let mostOpen = 0;
const starts: number[] = [];
const server = createServer((req, res) => {
  starts.push(Date.now());
  open += 1;
  mostOpen = Math.max(mostOpen, open);
  req.resume();
  const answer = next.length > 1 ? next.shift() : next[0];
  // 0: nothing at all; -1: headers and the start of a body, then nothing.
  if (!answer || answer.status === 0) return;
  if (answer.status === -1) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"items":');
    return;
  }
  setTimeout(() => {
    open -= 1;
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    res.end(answer.raw);
  }, answer.delayMs ?? 0);
});
server.listen(0, '127.0.0.1');
await once(server, 'listening');
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const database = await useTestDatabase();
const config = standInConfig({
  youtube: base,
  youtubeKey: 'key',
  extra: { INGEST_PROVIDER_TIMEOUT_MS: '300', INGEST_MAX_RATE_LIMIT_WAIT_MS: '2000' },
});
const ctx = { ...ingestContext(database.db, config), log: silentLog };
const call = (source: string, extra = {}) => ({
  source,
  window: minuteWindow,
  cap: 10_000,
  url: `${base}/x`,
  init: { method: 'GET' },
  ...extra,
});

async function readThrough(answer: Answer) {
  next = [answer];
  const response = await providerFetch(ctx, call('hostile'));
  return readJson(response, `${base}/x`, youtubeChannelList).catch((e: unknown) => e);
}

describe('hostile answers', () => {
  it('an HTML page, an empty body, cut-off JSON, an error inside a 200, an unknown shape', async () => {
    const cases: [Answer, RegExp][] = [
      [
        { status: 200, raw: '<html><body>Proxy sign-in</body></html>' },
        /a web page instead of data/,
      ],
      [{ status: 200, raw: '' }, /an empty answer/],
      [
        { status: 200, raw: '{"kind":"youtube#channelListResponse","items":[' },
        /cut off or not JSON/,
      ],
      [
        { status: 200, raw: '{"error":{"code":500,"message":"Backend Error"}}' },
        /error inside a success/,
      ],
      [
        { status: 200, raw: '{"kind":"youtube#somethingElse"}' },
        /shape its reference does not describe/,
      ],
    ];
    for (const [answer, words] of cases) {
      const error = await readThrough(answer);
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as Error).message).toMatch(words);
    }
  });

  it('a provider that never answers stops the run as unreachable, within the bounded wait', async () => {
    next = [{ status: 0, raw: '' }];
    const started = Date.now();
    const stopped = await providerFetch(ctx, call('hanging')).catch((e: unknown) => e);
    expect(stopped).toBeInstanceOf(IngestStopped);
    expect((stopped as IngestStopped).reason).toBe('unreachable');
    // Three attempts of 300 ms and two short pauses: well under the job's patience.
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('an answer that stops half-way stops the run as unreachable too', async () => {
    const started = Date.now();
    const stopped = await readThrough({ status: -1, raw: '' });
    expect(stopped).toBeInstanceOf(IngestStopped);
    expect((stopped as IngestStopped).reason).toBe('unreachable');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

/** A success whose points bucket is spent until `reset` (epoch seconds). */
const bucketEmptyUntil = (reset: number): Answer => ({
  status: 200,
  raw: '{}',
  headers: {
    'ratelimit-limit': '800',
    'ratelimit-remaining': '0',
    'ratelimit-reset': String(reset),
  },
});

describe('limits', () => {
  it("Helix's empty bucket (Ratelimit-Remaining 0) is waited out before the next call", async () => {
    const reset = Math.ceil(Date.now() / 1000) + 1;
    next = [bucketEmptyUntil(reset), { status: 200, raw: '{}' }];
    starts.length = 0;
    await (await providerFetch(ctx, call('bucket'))).text();
    await (await providerFetch(ctx, call('bucket'))).text();
    expect(starts[1] ?? 0).toBeGreaterThanOrEqual(reset * 1000);
  });

  it('a bucket empty for longer than the run waits stops it without a request', async () => {
    const reset = Math.ceil(Date.now() / 1000) + 120;
    next = [bucketEmptyUntil(reset)];
    await (await providerFetch(ctx, call('far-bucket'))).text();
    starts.length = 0;
    const stopped = await providerFetch(ctx, call('far-bucket')).catch((e: unknown) => e);
    expect((stopped as IngestStopped).reason).toBe('rate-limited');
    expect(starts).toHaveLength(0);
  });

  it('IGDB pacing: requests start 250 ms apart, at most 8 open', async () => {
    next = [{ status: 200, raw: '[]', delayMs: 50 }];
    starts.length = 0;
    const pacing = { minIntervalMs: 250, maxOpen: 8 };
    await Promise.all(
      [1, 2, 3, 4].map(async () => (await providerFetch(ctx, call('paced', { pacing }))).text()),
    );
    // 250 ms apart when they leave; on a loaded machine one may arrive a little late and the
    // next a little early, so the span of the four is what is asserted (3 x 250 ms).
    expect((starts[3] ?? 0) - (starts[0] ?? 0)).toBeGreaterThanOrEqual(700);
    next = [{ status: 200, raw: '[]', delayMs: 120 }];
    mostOpen = 0;
    open = 0;
    const crowd = { minIntervalMs: 0, maxOpen: 8 };
    await Promise.all(
      Array.from({ length: 12 }, async () =>
        (await providerFetch(ctx, call('crowded', { pacing: crowd }))).text(),
      ),
    );
    expect(mostOpen).toBeLessThanOrEqual(8);
  });

  it('YouTube 403 rateLimitExceeded stops the run for a while, not for the day', async () => {
    next = [
      {
        status: 403,
        raw: JSON.stringify({
          error: {
            code: 403,
            message: 'The request cannot be completed because you have exceeded your quota.',
            errors: [{ domain: 'usageLimits', reason: 'rateLimitExceeded', message: '…' }],
          },
        }),
      },
    ];
    const stopped = await youtubeGet(
      ctx,
      emptyReport('youtube'),
      'channels',
      { part: 'id', id: 'UC1' },
      1,
      youtubeChannelList,
    ).catch((e: unknown) => e);
    expect(stopped).toBeInstanceOf(IngestStopped);
    expect((stopped as IngestStopped).reason).toBe('rate-limited');
    expect((stopped as IngestStopped).resumeAfter?.getTime()).toBeLessThan(Date.now() + 120_000);
  });

  it("YouTube's quota day is midnight to midnight Pacific time, 23 or 25 hours when the clocks change", () => {
    const window = (at: string) => {
      const w = pacificDayWindow(new Date(at));
      return [w.start.toISOString(), w.end.toISOString()];
    };
    const days: [at: string, start: string, end: string][] = [
      // Summer (PDT, UTC-7) and winter (PST, UTC-8).
      ['2026-07-01T12:00:00Z', '2026-07-01T07:00:00.000Z', '2026-07-02T07:00:00.000Z'],
      ['2026-11-28T07:59:59Z', '2026-11-27T08:00:00.000Z', '2026-11-28T08:00:00.000Z'],
      ['2026-11-28T08:00:00Z', '2026-11-28T08:00:00.000Z', '2026-11-29T08:00:00.000Z'],
      // The days the clocks change: 23 hours in March, 25 in November.
      ['2026-03-08T12:00:00Z', '2026-03-08T08:00:00.000Z', '2026-03-09T07:00:00.000Z'],
      ['2026-11-01T12:00:00Z', '2026-11-01T07:00:00.000Z', '2026-11-02T08:00:00.000Z'],
    ];
    for (const [at, start, end] of days) expect(window(at), at).toEqual([start, end]);
  });
});
