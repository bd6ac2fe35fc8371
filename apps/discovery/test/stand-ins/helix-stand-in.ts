import { type StandInServer, startStandInServer } from './stand-in-server.ts';
import type { TwitchOAuthStandIn } from './twitch-oauth-stand-in.ts';

// Twitch Helix as the ingest uses it: GET /helix/games/top, /helix/streams, /helix/users,
// /helix/channels, /helix/channels/followers. Paging by opaque `after` cursors in
// `pagination.cursor`; `Ratelimit-Limit/Remaining/Reset` on every answer; 429 with
// Ratelimit-Reset on demand; a game's igdb_id is "" when Twitch has none; a deleted user is
// simply absent from /users (and /channels) answers.

export type StandInHelixGame = { id: string; name: string; box_art_url: string; igdb_id: string };
export type StandInStream = {
  id: string;
  user_id: string;
  user_login: string;
  user_name: string;
  game_id: string;
  game_name: string;
  type: 'live';
  title: string;
  viewer_count: number;
  started_at: string;
  language: string;
  thumbnail_url: string;
  tag_ids: string[];
  tags: string[];
  is_mature: boolean;
};
export type StandInUser = {
  id: string;
  login: string;
  display_name: string;
  type: string;
  broadcaster_type: string;
  description: string;
  profile_image_url: string;
  offline_image_url: string;
  view_count: number;
  created_at: string;
};

export type HelixStandIn = StandInServer & {
  /** HELIX_API_URL (the server root: paths start with /helix). */
  apiUrl: string;
  topGames: StandInHelixGame[];
  streams: StandInStream[];
  users: Map<string, StandInUser & { language: string; followers: number }>;
  addUser(
    id: string,
    login: string,
    options?: { language?: string; followers?: number; description?: string },
  ): void;
  /** A live stream of a user (added as a user too unless `deleted`). */
  addStream(stream: {
    id: string;
    userId: string;
    login: string;
    gameId: string;
    viewers: number;
    startedAt: string;
    language?: string;
  }): void;
  /** The user's account is gone: no longer in /users or /channels answers. */
  deleteUser(id: string): void;
  /** The next `count` calls answer 429 with Ratelimit-Reset `resetInSeconds` from now. */
  rateLimitNext(count: number, resetInSeconds: number): void;
};

const LIMIT = 800;

function cursorOf(offset: number): string {
  return Buffer.from(JSON.stringify({ b: null, a: { Offset: offset } })).toString('base64url');
}
function offsetOf(cursor: string | null): number {
  if (!cursor) return 0;
  return (
    JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { a: { Offset: number } }
  ).a.Offset;
}

export async function startHelixStandIn(oauth: TwitchOAuthStandIn): Promise<HelixStandIn> {
  const topGames: StandInHelixGame[] = [];
  const streams: StandInStream[] = [];
  const users = new Map<string, StandInUser & { language: string; followers: number }>();
  let remaining = LIMIT;
  const rateHeaders = () => ({
    'Ratelimit-Limit': String(LIMIT),
    'Ratelimit-Remaining': String(Math.max(0, --remaining)),
    'Ratelimit-Reset': String(Math.ceil(Date.now() / 1000) + 60),
  });
  const page = <T>(items: T[], first: string | null, after: string | null) => {
    const size = Math.min(Number(first ?? 20), 100);
    const offset = offsetOf(after);
    const data = items.slice(offset, offset + size);
    const next = offset + size < items.length ? { cursor: cursorOf(offset + size) } : {};
    return { data, pagination: next };
  };
  const server = await startStandInServer((req) => {
    if (!oauth.authorized(req.headers)) {
      return {
        status: 401,
        body: { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' },
      };
    }
    const q = req.query;
    const ok = (body: unknown) => ({ status: 200, headers: rateHeaders(), body });
    switch (req.path) {
      case '/helix/games/top':
        return ok(page(topGames, q.get('first'), q.get('after')));
      case '/helix/streams': {
        const gameIds = q.getAll('game_id');
        const live = streams.filter((s) => gameIds.length === 0 || gameIds.includes(s.game_id));
        return ok(page(live, q.get('first'), q.get('after')));
      }
      case '/helix/users': {
        const ids = q.getAll('id');
        if (ids.length > 100)
          return {
            status: 400,
            body: {
              error: 'Bad Request',
              status: 400,
              message:
                'The parameter "id" was malformed: the value must be less than or equal to 100',
            },
          };
        return ok({
          data: ids.flatMap((id) => {
            const u = users.get(id);
            if (!u) return [];
            const { language: _l, followers: _f, ...user } = u;
            return [user];
          }),
        });
      }
      case '/helix/channels': {
        const ids = q.getAll('broadcaster_id');
        if (ids.length > 100)
          return {
            status: 400,
            body: { error: 'Bad Request', status: 400, message: 'too many broadcaster_id' },
          };
        return ok({
          data: ids.flatMap((id) => {
            const u = users.get(id);
            return u
              ? [
                  {
                    broadcaster_id: u.id,
                    broadcaster_login: u.login,
                    broadcaster_name: u.display_name,
                    broadcaster_language: u.language,
                    game_id: '',
                    game_name: '',
                    title: '',
                    delay: 0,
                    tags: [],
                    content_classification_labels: [],
                    is_branded_content: false,
                  },
                ]
              : [];
          }),
        });
      }
      case '/helix/channels/followers': {
        const u = users.get(q.get('broadcaster_id') ?? '');
        return ok({ total: u?.followers ?? 0, data: [], pagination: {} });
      }
      default:
        return { status: 404, body: { error: 'Not Found', status: 404, message: '' } };
    }
  });
  const addUser: HelixStandIn['addUser'] = (id, login, options = {}) => {
    users.set(id, {
      id,
      login,
      display_name: login[0]?.toUpperCase() + login.slice(1),
      type: '',
      broadcaster_type: 'partner',
      description: options.description ?? `${login} streams games`,
      profile_image_url: `https://static-cdn.jtvnw.net/jtv_user_pictures/${login}-profile_image-300x300.png`,
      offline_image_url: '',
      view_count: 0,
      created_at: '2016-12-14T20:32:28Z',
      language: options.language ?? 'en',
      followers: options.followers ?? 1000,
    });
  };
  return {
    ...server,
    apiUrl: server.baseUrl,
    topGames,
    streams,
    users,
    addUser,
    addStream(s) {
      if (!users.has(s.userId)) addUser(s.userId, s.login, { language: s.language ?? 'en' });
      const game = topGames.find((g) => g.id === s.gameId);
      streams.push({
        id: s.id,
        user_id: s.userId,
        user_login: s.login,
        user_name: s.login[0]?.toUpperCase() + s.login.slice(1),
        game_id: s.gameId,
        game_name: game?.name ?? '',
        type: 'live',
        title: `${game?.name ?? 'Stream'} with ${s.login}`,
        viewer_count: s.viewers,
        started_at: s.startedAt,
        language: s.language ?? 'en',
        thumbnail_url: `https://static-cdn.jtvnw.net/previews-ttv/live_user_${s.login}-{width}x{height}.jpg`,
        tag_ids: [],
        tags: ['English'],
        is_mature: false,
      });
    },
    deleteUser(id) {
      users.delete(id);
    },
    rateLimitNext(count, resetInSeconds) {
      server.failNext(count, () => ({
        status: 429,
        headers: {
          'Ratelimit-Limit': String(LIMIT),
          'Ratelimit-Remaining': '0',
          'Ratelimit-Reset': String(Math.ceil(Date.now() / 1000 + resetInSeconds)),
        },
        body: { error: 'Too Many Requests', status: 429, message: '' },
      }));
    },
  };
}

/** Top games as Twitch lists them (recorded ids; Just Chatting has no igdb_id). */
export const RECORDED_TOP_GAMES: StandInHelixGame[] = [
  {
    id: '509658',
    name: 'Just Chatting',
    box_art_url: 'https://static-cdn.jtvnw.net/ttv-boxart/509658-{width}x{height}.jpg',
    igdb_id: '',
  },
  {
    id: '32982',
    name: 'Grand Theft Auto V',
    box_art_url: 'https://static-cdn.jtvnw.net/ttv-boxart/32982_IGDB-{width}x{height}.jpg',
    igdb_id: '1020',
  },
  {
    id: '1678052513',
    name: "Baldur's Gate 3",
    box_art_url: 'https://static-cdn.jtvnw.net/ttv-boxart/1678052513_IGDB-{width}x{height}.jpg',
    igdb_id: '119171',
  },
];
