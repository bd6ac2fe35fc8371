import type { AddressInfo } from 'node:net';
import {
  ChannelType,
  discoveryMessages,
  type IntegrationCard,
  integrationEndpoints,
  UserRole,
} from '@app/contract';
import { buildDiscoveryApp, sourcesFromEnv } from '@app/discovery';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  createDiscoveryCreator,
  createDiscoveryGame,
  recordPlayed,
} from '../../test/discovery-factories.ts';
import { signedIn } from '../../test/factories.ts';
import { freePort } from '../../test/free-port.ts';
import { uniq } from '../../test/influencer-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// DISCOVERY_URL set: the main API calls the discovery service over HTTP with DISCOVERY_TOKEN.
// The real service app listens on a random port on the same test database, so its answers
// must equal the in-process ones; the token must never reach a client.

const TOKEN = `discovery-token-${uniq('t')}`;
// One signing secret, so the user signed in on one app is signed in on all of them.
const JWT_SECRET = `test-secret-${uniq('jwt')}-0123456789abcdef`;
const local = await createTestApp({ env: { JWT_SECRET } });
const service = await buildDiscoveryApp({ db: local.database.db, token: TOKEN });
await service.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => service.close());
const serviceUrl = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`;

const remote = await createTestApp({
  database: local.database,
  env: { JWT_SECRET, DISCOVERY_URL: serviceUrl, DISCOVERY_TOKEN: TOKEN },
});
const wrongToken = await createTestApp({
  database: local.database,
  env: { JWT_SECRET, DISCOVERY_URL: serviceUrl, DISCOVERY_TOKEN: `${TOKEN}-wrong` },
});
const closed = await createTestApp({
  database: local.database,
  env: {
    JWT_SECRET,
    DISCOVERY_URL: `http://127.0.0.1:${await freePort()}`,
    DISCOVERY_TOKEN: TOKEN,
  },
});
const me = await signedIn(local, UserRole.Manager);

const call = (t: TestApp, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: me.headers,
    ...(payload ? { payload } : {}),
  });

describe('discovery over HTTP (DISCOVERY_URL)', () => {
  it('answers what the in-process service answers, and never shows the token', async () => {
    const token = uniq('rem');
    const game = await createDiscoveryGame(local, `${token} Quest`);
    const a = await createDiscoveryCreator(local, { handle: `${token}a`, followers: 10 });
    const b = await createDiscoveryCreator(local, {
      handle: `${token}b`,
      followers: 20,
      platform: ChannelType.Youtube,
    });
    await recordPlayed(local, a.id, game.id);
    await call(local, 'POST', '/discovery/influencer/add-to-crm', { creatorIds: [b.id] });

    const requests: [method: 'GET' | 'POST', url: string, payload?: object][] = [
      ['POST', '/discovery/influencer/list', { search: token }],
      ['POST', '/discovery/influencer/list', { search: token, filters: { platform: [1] } }],
      ['POST', '/discovery/game/list', { search: `${token} quest` }],
      ['POST', '/discovery/game/term/genre/list', {}],
      ['GET', `/discovery/game/${game.id}`],
      ['GET', `/discovery/influencer/${a.id}`],
      ['GET', `/discovery/influencer/${b.id}`],
      ['GET', '/discovery/game/2147483647'],
      ['GET', '/discovery/status'],
      ['POST', '/discovery/influencer/list', { filters: { followers: { min: 5, max: 1 } } }],
    ];
    for (const [method, url, payload] of requests) {
      const here = await call(local, method, url, payload);
      const there = await call(remote, method, url, payload);
      expect([url, there.statusCode]).toEqual([url, here.statusCode]);
      expect(there.json()).toEqual(here.json());
      expect(there.body).not.toContain(TOKEN);
      expect(JSON.stringify(there.headers)).not.toContain(TOKEN);
    }
    const listed = await call(remote, 'POST', '/discovery/influencer/list', { search: token });
    expect(listed.json().items.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
    expect(listed.json().items[0].crm).not.toBeNull();

    const added = await call(remote, 'POST', '/discovery/influencer/add-to-crm', {
      creatorIds: [a.id, b.id],
    });
    expect(added.statusCode).toBe(200);
    expect(
      added
        .json()
        .results.map((r: { creatorId: number; created: boolean }) => [r.creatorId, r.created]),
    ).toEqual([
      [a.id, true],
      [b.id, false],
    ]);
    expect(added.body).not.toContain(TOKEN);
  });

  it('answers 502 when the service refuses the token, not 401 (the user stays signed in)', async () => {
    const response = await call(wrongToken, 'POST', '/discovery/influencer/list', {});
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ code: 'INTERNAL', message: discoveryMessages.unavailable });
    expect(response.body).not.toContain(TOKEN);
  });

  it('answers 502 when nothing listens at DISCOVERY_URL', async () => {
    for (const [method, url, payload] of [
      ['POST', '/discovery/influencer/list', {}],
      ['POST', '/discovery/game/list', {}],
      ['GET', '/discovery/game/1'],
      ['GET', '/discovery/influencer/1'],
      ['GET', '/discovery/status'],
      ['POST', '/discovery/influencer/add-to-crm', { creatorIds: [1] }],
    ] as const) {
      const response = await call(closed, method, url, payload);
      expect([url, response.statusCode]).toEqual([url, 502]);
      expect(response.json().message).toBe(discoveryMessages.unavailable);
    }
  });

  it('the IGDB card asks the service itself whether it ingests from IGDB, and says why not', async () => {
    // A second service, started with the Twitch application's keys: IGDB on.
    const withKeys = await buildDiscoveryApp({
      db: local.database.db,
      token: TOKEN,
      sources: sourcesFromEnv({ TWITCH_CLIENT_ID: 'id', TWITCH_CLIENT_SECRET: 'secret' }),
    });
    await withKeys.listen({ port: 0, host: '127.0.0.1' });
    onTestFinished(() => withKeys.close());
    const keyed = await createTestApp({
      database: local.database,
      env: {
        JWT_SECRET,
        DISCOVERY_URL: `http://127.0.0.1:${(withKeys.server.address() as AddressInfo).port}`,
        DISCOVERY_TOKEN: TOKEN,
      },
    });
    const admin = await signedIn(local, UserRole.Admin);
    const testIgdb = async (t: TestApp) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api${integrationEndpoints.test.path}`,
        headers: admin.headers,
        payload: { key: 'igdb' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<IntegrationCard>();
    };
    expect(await testIgdb(keyed)).toMatchObject({ configured: true, state: 'working' });
    // This server holds no Twitch keys; the first service was started without them.
    const off = await testIgdb(remote);
    expect(off).toMatchObject({ configured: true, state: 'failing' });
    expect(off.lastError).toMatch(/^The discovery service does not ingest from IGDB/);
    expect(off.fix).toContain('discovery service’s environment');
    expect((await testIgdb(wrongToken)).fix).toContain('DISCOVERY_TOKEN');
    expect((await testIgdb(closed)).lastError).toMatch(/^The discovery service cannot be reached/);
  });
});
