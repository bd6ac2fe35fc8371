import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { IngestStopped } from '../../src/ingest/shared/ingest-stopped.ts';
import { providerFetch } from '../../src/ingest/shared/provider-fetch.ts';
import { minuteWindow } from '../../src/ingest/shared/quota-ledger.ts';
import { useTestDatabase } from '../test-database.ts';
import { ingestContext, ledgerUsed, standInConfig } from './ingest-harness.ts';

// A provider whose connections reset: the first `resets` requests are cut off mid-answer.
const database = await useTestDatabase();
let resets = 0;
let requests = 0;
const server = createServer((_request, response) => {
  requests += 1;
  if (resets > 0) {
    resets -= 1;
    response.socket?.destroy();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"ok":true}');
});
server.listen(0, '127.0.0.1');
await once(server, 'listening');
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/helix/users`;
afterAll(() => {
  server.close();
});

const ctx = ingestContext(database.db, standInConfig({}));
const call = (source: string) => ({
  source,
  window: minuteWindow,
  cap: 1000,
  url,
  init: { method: 'GET' },
});

describe('providerFetch on a connection that resets', () => {
  it('tries again after a reset or two and answers', async () => {
    resets = 2;
    requests = 0;
    const response = await providerFetch(ctx, call('reset-twice'));
    expect(await response.json()).toEqual({ ok: true });
    expect(requests).toBe(3);
    // Each attempt reached the provider, so each is counted against its quota.
    expect(await ledgerUsed(database.db, 'reset-twice')).toBe(3);
  });

  it('stops the run (resumable) when the provider keeps resetting, never throws a network error', async () => {
    resets = 10;
    requests = 0;
    const stopped = await providerFetch(ctx, call('reset-always')).catch((error) => error);
    expect(stopped).toBeInstanceOf(IngestStopped);
    expect((stopped as IngestStopped).reason).toBe('unreachable');
    expect((stopped as IngestStopped).resumeAfter?.getTime()).toBeGreaterThan(Date.now());
    expect(requests).toBe(3);
  });
});
