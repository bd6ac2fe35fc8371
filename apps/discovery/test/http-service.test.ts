import {
  type DiscoveryCreatorListRequest,
  type DiscoveryGameListRequest,
  discoveryServiceEndpoints,
  endpointPath,
} from '@app/contract';
import { describe, expect, it } from 'vitest';
import { DiscoveryRequestError } from '../src/client/discovery-client.ts';
import { createHttpDiscoveryClient } from '../src/client/http-client.ts';
import { createInProcessDiscoveryClient } from '../src/client/in-process-client.ts';
import { buildDiscoveryApp } from '../src/http/build-app.ts';
import { insertKnownData } from './known-data.ts';
import { closeAfterAll, useTestDatabase } from './test-database.ts';

const TOKEN = 'discovery-test-token-0123456789';
const database = await useTestDatabase();
const known = await insertKnownData(database.db);
const app = await buildDiscoveryApp({ db: database.db, token: TOKEN });
const url = await app.listen({ host: '127.0.0.1', port: 0 });
closeAfterAll(app);
const overHttp = createHttpDiscoveryClient({ url, token: TOKEN });
const inProcess = createInProcessDiscoveryClient(database.db);
const e = discoveryServiceEndpoints;
const auth = { authorization: `Bearer ${TOKEN}` };

const post = (path: string, payload: unknown, headers: Record<string, string> = auth) =>
  app.inject({ method: 'POST', url: path, payload: payload as object, headers });

describe('the token', () => {
  const everyRoute = [
    { method: 'POST', url: e.listCreators.path, payload: {} },
    { method: 'POST', url: e.listGames.path, payload: {} },
    { method: 'POST', url: endpointPath(e.listTerms.path, { x: 'genre' }), payload: {} },
    { method: 'GET', url: endpointPath(e.game.path, { id: known.game.bg3 }) },
    { method: 'GET', url: endpointPath(e.creator.path, { id: known.creator.alpha }) },
    { method: 'GET', url: e.status.path },
  ] as const;

  it('answers 401 without a token, on every route and on unknown paths', async () => {
    for (const route of [...everyRoute, { method: 'GET', url: '/nowhere' } as const]) {
      const response = await app.inject(route);
      expect(response.statusCode, route.url).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
    }
  });

  it('answers 401 with a wrong token, a prefix of it, or another scheme', async () => {
    for (const authorization of [
      'Bearer wrong-token-wrong-token',
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      for (const route of everyRoute) {
        const response = await app.inject({ ...route, headers: { authorization } });
        expect(response.statusCode, `${authorization} ${route.url}`).toBe(401);
      }
    }
  });

  it('answers 200 with the right token, on every route', async () => {
    for (const route of everyRoute) {
      const response = await app.inject({ ...route, headers: auth });
      expect(response.statusCode, route.url).toBe(200);
    }
  });

  it('the HTTP client with a wrong token is refused with the 401 body', async () => {
    const wrong = createHttpDiscoveryClient({ url, token: 'not-the-token-at-all' });
    const failure = await wrong.status().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DiscoveryRequestError);
    expect((failure as DiscoveryRequestError).status).toBe(401);
  });
});

describe('bad input answers 400 with the error body, never 500', () => {
  const bad: Array<[string, string, unknown]> = [
    ['unknown sort field', e.listCreators.path, { sort: { field: 'name', order: 'asc' } }],
    ['pageSize 1000', e.listCreators.path, { pageSize: 1000 }],
    ['negative page', e.listGames.path, { page: -1 }],
    [
      'game id past int4',
      e.listCreators.path,
      { filters: { playedGames: { gameIds: [2 ** 31], days: 30 } } },
    ],
    ['days past the limit', e.listCreators.path, { filters: { lastActiveDays: 100_000 } }],
    ['followers min > max', e.listCreators.path, { filters: { followers: { min: 10, max: 1 } } }],
    [
      'followers past safe integers',
      e.listCreators.path,
      { filters: { followers: { min: 2 ** 60 } } },
    ],
    ['unknown platform', e.listCreators.path, { filters: { platform: [3] } }],
    ['bad language code', e.listCreators.path, { filters: { language: ["en'; drop"] } }],
    ['unknown term kind', e.listGames.path, { filters: { terms: [{ kind: 'mood', id: 1 }] } }],
    [
      'term id past int4',
      e.listGames.path,
      { filters: { terms: [{ kind: 'genre', id: 2 ** 31 }] } },
    ],
    ['release year out of range', e.listGames.path, { filters: { releaseYear: { min: 10_000 } } }],
    ['NUL in the search', e.listCreators.path, { search: 'al\u0000pha' }],
    ['NUL in a game search', e.listGames.path, { search: '\u0000' }],
    ['NUL in a key', e.listCreators.path, { filters: { 'lang\u0000': ['en'] } }],
    [
      'unknown term list sort',
      endpointPath(e.listTerms.path, { x: 'genre' }),
      { sort: { field: 'id' } },
    ],
  ];
  for (const [name, path, payload] of bad) {
    it(name, async () => {
      const response = await post(path, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
    });
  }

  it('refuses bad path parameters and malformed JSON', async () => {
    for (const path of [
      '/game/term/mood/list',
      `/game/term/${encodeURIComponent('genre\u0000')}/list`,
    ]) {
      expect((await post(path, {})).statusCode, path).toBe(400);
    }
    for (const path of [
      '/game/2147483648',
      '/game/0',
      '/game/abc',
      '/influencer/9007199254740993',
      '/influencer/-1',
    ]) {
      const response = await app.inject({ method: 'GET', url: path, headers: auth });
      expect(response.statusCode, path).toBe(400);
    }
    const malformed = await app.inject({
      method: 'POST',
      url: e.listGames.path,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"page": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('BAD_REQUEST');
  });

  it('answers 404 for a game or creator that does not exist', async () => {
    const response = await app.inject({ method: 'GET', url: '/game/999999', headers: auth });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('both clients refuse bad input with the same status and body', async () => {
    const request = { pageSize: 1000 };
    const viaHttp = await overHttp.listCreators(request).catch((error: unknown) => error);
    const direct = await inProcess.listCreators(request).catch((error: unknown) => error);
    expect(viaHttp).toBeInstanceOf(DiscoveryRequestError);
    expect(direct).toBeInstanceOf(DiscoveryRequestError);
    expect((viaHttp as DiscoveryRequestError).status).toBe(400);
    expect((direct as DiscoveryRequestError).status).toBe(400);
    expect((viaHttp as DiscoveryRequestError).body).toEqual((direct as DiscoveryRequestError).body);
  });
});

describe('the HTTP client and the in-process client answer alike', () => {
  it('for every call', async () => {
    const listRequests: DiscoveryCreatorListRequest[] = [
      {},
      { filters: { language: ['en'] }, sort: { field: 'avgViewers', order: 'desc' } },
      {
        filters: { playedTerms: { terms: [{ kind: 'genre', id: 12 }], days: 90 } },
        page: 1,
        pageSize: 1,
      },
      { search: 'alpha', facets: false },
    ];
    for (const request of listRequests) {
      expect(await overHttp.listCreators(request)).toEqual(await inProcess.listCreators(request));
    }
    const gameRequests: DiscoveryGameListRequest[] = [
      {},
      { search: 'baldur' },
      { filters: { terms: [{ kind: 'genre', id: 12 }] } },
    ];
    for (const request of gameRequests) {
      expect(await overHttp.listGames(request)).toEqual(await inProcess.listGames(request));
    }
    expect(await overHttp.listTerms('platform', {})).toEqual(
      await inProcess.listTerms('platform', {}),
    );
    expect(await overHttp.game(known.game.bg3)).toEqual(await inProcess.game(known.game.bg3));
    expect(await overHttp.game(999_999)).toBeNull();
    expect(await overHttp.creator(known.creator.alpha)).toEqual(
      await inProcess.creator(known.creator.alpha),
    );
    expect(await overHttp.creator(known.creator.gone)).toBeNull();
    expect(await overHttp.status()).toEqual(await inProcess.status());
    // Not vacuous: the answers hold the known rows.
    expect((await overHttp.listCreators({})).total).toBe(5);
  });
});
