import { RECORDED_GAMES, RECORDED_TERMS, type StandInIgdbGame } from './igdb-recorded.ts';
import { type StandInServer, startStandInServer } from './stand-in-server.ts';
import type { TwitchOAuthStandIn } from './twitch-oauth-stand-in.ts';

// IGDB API v4: POST /v4/{endpoint} with an Apicalypse body. Understands what the ingest sends
// (`fields ...; where id > N & updated_at > T; sort id asc; limit L; offset O;`), refuses a
// limit above 500 as IGDB does, 401 without a valid Twitch app token, 429 on demand.

type Row = { id: number; updated_at?: number };

export type IgdbStandIn = StandInServer & {
  /** IGDB_API_URL. */
  apiUrl: string;
  games: Map<number, StandInIgdbGame>;
  terms: Record<string, Map<number, Row & { name: string; slug: string }>>;
  /** `count` synthetic games with ids from `firstId` (IGDB ids are sparse; these are dense). */
  addGames(count: number, firstId: number, updatedAt: number): void;
  /** Changes a game as an IGDB edit would (updated_at moves). */
  editGame(id: number, change: Partial<StandInIgdbGame>): void;
  /** The next `count` calls answer 429 Too Many Requests (IGDB sends no reset header). */
  rateLimitNext(count: number): void;
};

function parseQuery(body: string) {
  const clauses = body
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const get = (word: string) =>
    clauses
      .find((c) => c.startsWith(`${word} `))
      ?.slice(word.length + 1)
      .trim();
  const where = (get('where') ?? '')
    .split('&')
    .map((c) => c.trim())
    .filter(Boolean);
  const conditions = where.map((c) => {
    const m = /^(id|updated_at)\s*>\s*(\d+)$/.exec(c);
    if (!m) throw new Error(`unsupported where: ${c}`);
    return { field: m[1] as 'id' | 'updated_at', value: Number(m[2]) };
  });
  const sort = get('sort') ?? 'id asc';
  return {
    conditions,
    sort,
    limit: Number(get('limit') ?? 10),
    offset: Number(get('offset') ?? 0),
  };
}

export async function startIgdbStandIn(oauth: TwitchOAuthStandIn): Promise<IgdbStandIn> {
  const games = new Map(RECORDED_GAMES.map((g) => [g.id, structuredClone(g)]));
  const terms = Object.fromEntries(
    Object.entries(RECORDED_TERMS).map(([endpoint, list]) => [
      endpoint,
      new Map(list.map((t) => [t.id, { ...t }])),
    ]),
  );
  const server = await startStandInServer((req) => {
    if (!oauth.authorized(req.headers)) {
      return {
        status: 401,
        body: {
          message: 'Authorization Failure. Have you tried:',
          Tip: 'Check your Client-ID and Bearer token',
        },
      };
    }
    const endpoint = req.path.replace(/^\/v4\//, '');
    const source: Map<number, Row> | undefined = endpoint === 'games' ? games : terms[endpoint];
    if (req.method !== 'POST' || !source) return { status: 404, body: { message: 'Not found' } };
    let query: ReturnType<typeof parseQuery>;
    try {
      query = parseQuery(req.body);
    } catch (error) {
      return { status: 400, body: [{ title: 'Syntax Error', status: 400, cause: String(error) }] };
    }
    if (query.limit > 500)
      return {
        status: 400,
        body: [{ title: 'Limit too large', status: 400, cause: 'limit <= 500' }],
      };
    const [sortField, order] = query.sort.split(/\s+/) as ['id' | 'updated_at', string];
    const matched = [...source.values()]
      .filter((r) => query.conditions.every((c) => (r[c.field] ?? 0) > c.value))
      .sort((a, b) => ((a[sortField] ?? 0) - (b[sortField] ?? 0)) * (order === 'desc' ? -1 : 1));
    return { status: 200, body: matched.slice(query.offset, query.offset + query.limit) };
  });
  return {
    ...server,
    apiUrl: `${server.baseUrl}/v4`,
    games,
    terms,
    addGames(count, firstId, updatedAt) {
      for (let i = 0; i < count; i++) {
        const id = firstId + i;
        games.set(id, {
          id,
          name: `Stand-in Game ${id}`,
          slug: `stand-in-game-${id}`,
          genres: [12],
          updated_at: updatedAt,
        });
      }
    },
    editGame(id, change) {
      const game = games.get(id);
      if (!game) throw new Error(`No game ${id}`);
      games.set(id, { ...game, ...change });
    },
    rateLimitNext(count) {
      server.failNext(count, () => ({ status: 429, body: { message: 'Too Many Requests' } }));
    },
  };
}
