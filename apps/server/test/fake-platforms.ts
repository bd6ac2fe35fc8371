import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import {
  exchangeCode,
  FAKE_GOOGLE_CLIENT,
  FAKE_TWITCH_CLIENT,
  type FakeSignInState,
  handleConsentPage,
  initialSignInState,
  revokeToken,
  userOfToken,
} from './fake-sign-in.ts';

// Local stand-ins for the YouTube Data API v3 and Twitch Helix, answering with the shapes
// the real APIs answer (fields trimmed to what matters, names and nesting kept).

export type FakeYoutubeChannel = {
  id: string;
  handle: string;
  username?: string;
  title: string;
  description?: string;
  subscribers: number;
  hiddenSubscribers?: boolean;
  views: number;
  videos: number;
  country?: string;
  language?: string;
  lastUploadAt?: string;
  /** snippet.publishedAt: when the channel was opened. */
  publishedAt?: string;
};
export type FakeYoutubeVideo = {
  id: string;
  channelId: string;
  title: string;
  views: number;
  likes: number;
  comments: number;
  publishedAt: string;
  description?: string;
  tags?: string[];
};
export type FakeTwitchUser = {
  id: string;
  login: string;
  displayName: string;
  description?: string;
  followers: number;
  language?: string;
  lastVideoAt?: string;
  /** Get Users created_at: when the account was opened. */
  createdAt?: string;
};
export type FakeTwitchVideo = {
  id: string;
  userId: string;
  userLogin: string;
  userName: string;
  title: string;
  views: number;
  publishedAt: string;
};

export type FakePlatformsState = {
  youtubeChannels: FakeYoutubeChannel[];
  youtubeVideos: FakeYoutubeVideo[];
  /** Answer every YouTube call with 403 quotaExceeded. */
  youtubeQuotaExceeded: boolean;
  /** Answer every YouTube call with this status (e.g. 500, or 400 for a bad key). */
  youtubeStatus: number | null;
  twitchUsers: FakeTwitchUser[];
  twitchVideos: FakeTwitchVideo[];
  twitchStatus: number | null;
  tokenStatus: number | null;
  /** The next Helix call with a valid token answers 401 (a revoked token). */
  revokeTokenOnce: boolean;
  tokensIssued: number;
  /** Every request as "METHOD path?query". */
  requests: string[];
  /**
   * Uploads lists (YouTube playlistItems, Twitch videos?user_id=) answer the channel's videos
   * from youtubeVideos / twitchVideos, newest first, instead of one item at lastUploadAt.
   */
  uploadsFromVideos: boolean;
  /** Who signs in at Google's and Twitch's consent pages, and the codes and tokens issued. */
  signIn: FakeSignInState;
};

export type FakePlatforms = {
  state: FakePlatformsState;
  youtubeBaseUrl: string;
  twitchBaseUrl: string;
  twitchAuthBaseUrl: string;
  env: Record<string, string>;
  /** Google sign-in (a creator proving a YouTube channel) on the stand-in: spread into env. */
  googleSignInEnv: Record<string, string>;
  reset(): void;
  close(): Promise<void>;
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
};

/** The kind, etag and id every YouTube resource starts with. */
const youtubeResource = (kind: string, id: string) => ({
  kind: `youtube#${kind}`,
  etag: `etag-${id}`,
  id,
});

/** A YouTube thumbnail entry. */
const thumbnailOf = (url: string, width: number, height: number) => ({ url, width, height });

function youtubeChannelResource(c: FakeYoutubeChannel) {
  const thumbnail = (size: number) =>
    thumbnailOf(`https://yt3.ggpht.example/${c.id}=s${size}-c-k-c0x00ffffff-no-rj`, size, size);
  return {
    ...youtubeResource('channel', c.id),
    snippet: {
      title: c.title,
      description: c.description ?? '',
      customUrl: `@${c.handle}`,
      publishedAt: c.publishedAt ?? '2012-05-01T17:55:05Z',
      thumbnails: { default: thumbnail(88), medium: thumbnail(240), high: thumbnail(800) },
      localized: { title: c.title, description: c.description ?? '' },
      ...(c.country ? { country: c.country } : {}),
    },
    contentDetails: { relatedPlaylists: { likes: '', uploads: `UU${c.id.slice(2)}` } },
    statistics: {
      viewCount: String(c.views),
      subscriberCount: c.hiddenSubscribers ? '0' : String(c.subscribers),
      hiddenSubscriberCount: c.hiddenSubscribers ?? false,
      videoCount: String(c.videos),
    },
    brandingSettings: {
      channel: {
        title: c.title,
        description: c.description ?? '',
        ...(c.language ? { defaultLanguage: c.language } : {}),
        ...(c.country ? { country: c.country } : {}),
      },
      image: { bannerExternalUrl: `https://yt3.googleusercontent.example/banner-${c.id}` },
    },
  };
}

function youtubeError(res: ServerResponse, status: number) {
  if (status === 400) {
    json(res, 400, {
      error: {
        code: 400,
        message: 'API key not valid. Please pass a valid API key.',
        errors: [
          {
            message: 'API key not valid. Please pass a valid API key.',
            domain: 'global',
            reason: 'badRequest',
          },
        ],
        status: 'INVALID_ARGUMENT',
      },
    });
    return;
  }
  json(res, status, {
    error: {
      code: status,
      message: 'Backend Error',
      errors: [{ message: 'Backend Error', domain: 'global', reason: 'backendError' }],
      status: 'INTERNAL',
    },
  });
}

function listResponse(kind: string, items: unknown[]) {
  const body: Record<string, unknown> = {
    kind,
    etag: 'etag-list',
    pageInfo: { totalResults: items.length, resultsPerPage: 5 },
  };
  // The real API leaves `items` out entirely when nothing matched (e.g. a deleted channel).
  if (items.length > 0) body.items = items;
  return body;
}

/** channels.list?mine=true with a user's token: the channels that account manages. */
function handleMyChannels(state: FakePlatformsState, req: IncomingMessage, res: ServerResponse) {
  const ids = userOfToken(state.signIn, 'google', req.headers.authorization);
  if (!ids) {
    return json(res, 401, {
      error: {
        code: 401,
        message: 'Request had invalid authentication credentials.',
        errors: [{ message: 'Invalid Credentials', domain: 'global', reason: 'authError' }],
        status: 'UNAUTHENTICATED',
      },
    });
  }
  const found = state.youtubeChannels.filter((c) => ids.includes(c.id));
  json(res, 200, listResponse('youtube#channelListResponse', found.map(youtubeChannelResource)));
}

function handleYoutube(
  state: FakePlatformsState,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
) {
  if (url.pathname === '/youtube/v3/channels' && url.searchParams.get('mine') === 'true') {
    return handleMyChannels(state, req, res);
  }
  if (!url.searchParams.get('key')) {
    json(res, 403, {
      error: {
        code: 403,
        message: 'The request is missing a valid API key.',
        errors: [
          {
            message: 'The request is missing a valid API key.',
            domain: 'global',
            reason: 'forbidden',
          },
        ],
        status: 'PERMISSION_DENIED',
      },
    });
    return;
  }
  if (state.youtubeQuotaExceeded) {
    json(res, 403, {
      error: {
        code: 403,
        message:
          'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
        errors: [
          {
            message:
              'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
            domain: 'youtube.quota',
            reason: 'quotaExceeded',
          },
        ],
      },
    });
    return;
  }
  if (state.youtubeStatus) return youtubeError(res, state.youtubeStatus);
  const p = url.searchParams;
  const path = url.pathname.replace(/^\/youtube\/v3/, '');
  if (path === '/channels') {
    let found: FakeYoutubeChannel[] = [];
    if (p.get('id')) {
      const ids = (p.get('id') ?? '').split(',');
      found = state.youtubeChannels.filter((c) => ids.includes(c.id));
    } else if (p.get('forHandle')) {
      const handle = (p.get('forHandle') ?? '').replace(/^@/, '').toLowerCase();
      found = state.youtubeChannels.filter((c) => c.handle.toLowerCase() === handle);
    } else if (p.get('forUsername')) {
      const name = (p.get('forUsername') ?? '').toLowerCase();
      found = state.youtubeChannels.filter((c) => c.username?.toLowerCase() === name);
    }
    return json(
      res,
      200,
      listResponse('youtube#channelListResponse', found.map(youtubeChannelResource)),
    );
  }
  if (path === '/videos') {
    const ids = (p.get('id') ?? '').split(',');
    const found = state.youtubeVideos.filter((v) => ids.includes(v.id));
    return json(
      res,
      200,
      listResponse(
        'youtube#videoListResponse',
        found.map((v) => {
          const channel = state.youtubeChannels.find((c) => c.id === v.channelId);
          return {
            ...youtubeResource('video', v.id),
            snippet: {
              publishedAt: v.publishedAt,
              channelId: v.channelId,
              title: v.title,
              description: v.description ?? `About ${v.title}`,
              ...(v.tags ? { tags: v.tags } : {}),
              thumbnails: {
                default: thumbnailOf(`https://i.ytimg.example/vi/${v.id}/default.jpg`, 120, 90),
                high: thumbnailOf(`https://i.ytimg.example/vi/${v.id}/hqdefault.jpg`, 480, 360),
              },
              channelTitle: channel?.title ?? 'Unknown',
              categoryId: '20',
              liveBroadcastContent: 'none',
            },
            statistics: {
              viewCount: String(v.views),
              likeCount: String(v.likes),
              favoriteCount: '0',
              commentCount: String(v.comments),
            },
          };
        }),
      ),
    );
  }
  if (path === '/playlistItems') {
    const playlistId = p.get('playlistId') ?? '';
    const channel = state.youtubeChannels.find((c) => `UU${c.id.slice(2)}` === playlistId);
    if (!channel) {
      return json(res, 404, {
        error: {
          code: 404,
          message:
            "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
          errors: [{ domain: 'youtube.playlistItem', reason: 'playlistNotFound' }],
        },
      });
    }
    if (state.uploadsFromVideos) {
      const uploads = state.youtubeVideos
        .filter((v) => v.channelId === channel.id)
        .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
        .slice(0, Number(p.get('maxResults') ?? '5'))
        .map((v) => ({
          kind: 'youtube#playlistItem',
          etag: `etag-item-${v.id}`,
          id: `item-${v.id}`,
          contentDetails: { videoId: v.id, videoPublishedAt: v.publishedAt },
        }));
      return json(res, 200, listResponse('youtube#playlistItemListResponse', uploads));
    }
    const items = channel.lastUploadAt
      ? [
          {
            kind: 'youtube#playlistItem',
            etag: 'etag-item',
            id: `item-${channel.id}`,
            contentDetails: { videoId: 'aaaaaaaaaaa', videoPublishedAt: channel.lastUploadAt },
          },
        ]
      : [];
    return json(res, 200, listResponse('youtube#playlistItemListResponse', items));
  }
  json(res, 404, { error: { code: 404, message: 'Not Found' } });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const VALID_CLIENT = FAKE_TWITCH_CLIENT;

async function handleTwitchAuth(
  state: FakePlatformsState,
  req: IncomingMessage,
  res: ServerResponse,
) {
  if (state.tokenStatus)
    return json(res, state.tokenStatus, { status: state.tokenStatus, message: 'unavailable' });
  const form = new URLSearchParams(await readBody(req));
  if (form.get('grant_type') === 'authorization_code') {
    return exchangeCode(state.signIn, 'twitch', form, res);
  }
  if (form.get('client_id') !== VALID_CLIENT.id) {
    return json(res, 400, { status: 400, message: 'invalid client' });
  }
  if (form.get('client_secret') !== VALID_CLIENT.secret) {
    return json(res, 403, { status: 403, message: 'invalid client secret' });
  }
  if (form.get('grant_type') !== 'client_credentials') {
    return json(res, 400, { status: 400, message: 'unsupported grant type' });
  }
  state.tokensIssued++;
  json(res, 200, {
    access_token: `token-${state.tokensIssued}`,
    expires_in: 5011271,
    token_type: 'bearer',
  });
}

/** Get Users' item for a stand-in user. */
const helixUserOf = (u: FakeTwitchUser) => ({
  id: u.id,
  login: u.login,
  display_name: u.displayName,
  type: '',
  broadcaster_type: 'partner',
  description: u.description ?? '',
  profile_image_url: `https://static-cdn.jtvnw.example/${u.login}-profile_image-300x300.png`,
  offline_image_url: '',
  view_count: 0,
  created_at: u.createdAt ?? '2016-12-14T20:32:28Z',
});

function handleHelix(
  state: FakePlatformsState,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const auth = req.headers.authorization ?? '';
  const signedIn = userOfToken(state.signIn, 'twitch', auth);
  if (signedIn && url.pathname === '/helix/users' && req.headers['client-id'] === VALID_CLIENT.id) {
    // Get Users without id or login, with a user's token: that user.
    return json(res, 200, {
      data: state.twitchUsers.filter((u) => signedIn.includes(u.id)).map(helixUserOf),
    });
  }
  const current = `Bearer token-${state.tokensIssued}`;
  if (
    req.headers['client-id'] !== VALID_CLIENT.id ||
    auth !== current ||
    state.tokensIssued === 0
  ) {
    return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
  }
  if (state.revokeTokenOnce) {
    state.revokeTokenOnce = false;
    state.tokensIssued++; // the old token is no longer the current one
    return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
  }
  if (state.twitchStatus) {
    return json(res, state.twitchStatus, {
      error: state.twitchStatus === 429 ? 'Too Many Requests' : 'Internal Server Error',
      status: state.twitchStatus,
      message: '',
    });
  }
  const p = url.searchParams;
  const path = url.pathname.replace(/^\/helix/, '');
  if (path === '/users') {
    const logins = p.getAll('login').map((l) => l.toLowerCase());
    const ids = p.getAll('id');
    const found = state.twitchUsers.filter((u) => logins.includes(u.login) || ids.includes(u.id));
    return json(res, 200, { data: found.map(helixUserOf) });
  }
  if (path === '/channels/followers') {
    const user = state.twitchUsers.find((u) => u.id === p.get('broadcaster_id'));
    if (!user)
      return json(res, 400, {
        error: 'Bad Request',
        status: 400,
        message: 'invalid broadcaster_id',
      });
    return json(res, 200, { total: user.followers, data: [], pagination: {} });
  }
  if (path === '/channels') {
    const user = state.twitchUsers.find((u) => u.id === p.get('broadcaster_id'));
    return json(res, 200, {
      data: user
        ? [
            {
              broadcaster_id: user.id,
              broadcaster_login: user.login,
              broadcaster_name: user.displayName,
              broadcaster_language: user.language ?? 'other',
              game_id: '509670',
              game_name: 'Science & Technology',
              title: 'Streaming',
              delay: 0,
              tags: ['English'],
              content_classification_labels: [],
              is_branded_content: false,
            },
          ]
        : [],
    });
  }
  if (path === '/videos') {
    const toResource = (v: FakeTwitchVideo) => ({
      id: v.id,
      stream_id: null,
      user_id: v.userId,
      user_login: v.userLogin,
      user_name: v.userName,
      title: v.title,
      description: '',
      created_at: v.publishedAt,
      published_at: v.publishedAt,
      url: `https://www.twitch.tv/videos/${v.id}`,
      thumbnail_url: `https://static-cdn.jtvnw.example/cf_vods/${v.id}/thumb0-%{width}x%{height}.jpg`,
      viewable: 'public',
      view_count: v.views,
      language: 'en',
      type: 'archive',
      duration: '3h8m33s',
      muted_segments: null,
    });
    if (p.has('id')) {
      // Helix takes up to 100 repeated ids and answers the ones it has; 404 when none.
      const ids = p.getAll('id');
      const found = state.twitchVideos.filter((v) => ids.includes(v.id));
      if (found.length === 0)
        return json(res, 404, { error: 'Not Found', status: 404, message: 'video not found' });
      return json(res, 200, { data: found.map(toResource), pagination: {} });
    }
    const user = state.twitchUsers.find((u) => u.id === p.get('user_id'));
    if (state.uploadsFromVideos) {
      const data = state.twitchVideos
        .filter((v) => v.userId === p.get('user_id'))
        .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
        .slice(0, Number(p.get('first') ?? '20'))
        .map(toResource);
      return json(res, 200, { data, pagination: {} });
    }
    const data = user?.lastVideoAt
      ? [
          toResource({
            id: `v-${user.id}`,
            userId: user.id,
            userLogin: user.login,
            userName: user.displayName,
            title: 'Last stream',
            views: 10,
            publishedAt: user.lastVideoAt,
          }),
        ]
      : [];
    return json(res, 200, { data, pagination: {} });
  }
  json(res, 404, { error: 'Not Found', status: 404, message: '' });
}

const initialState = (): FakePlatformsState => ({
  youtubeChannels: [],
  youtubeVideos: [],
  youtubeQuotaExceeded: false,
  youtubeStatus: null,
  twitchUsers: [],
  twitchVideos: [],
  twitchStatus: null,
  tokenStatus: null,
  revokeTokenOnce: false,
  tokensIssued: 0,
  requests: [],
  uploadsFromVideos: false,
  signIn: initialSignInState(),
});

/** Starts the fake platforms on 127.0.0.1 (a random port); closed after the file's tests. */
export async function startFakePlatforms(): Promise<FakePlatforms> {
  const fake = await listenFakePlatforms();
  afterAll(() => fake.close());
  return fake;
}

/** The same outside Vitest (the browser suite): the caller closes it. */
export async function listenFakePlatforms(): Promise<FakePlatforms> {
  const state = initialState();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    state.requests.push(`${req.method} ${url.pathname}${url.search}`);
    if (url.pathname.startsWith('/youtube/v3/')) return handleYoutube(state, url, req, res);
    if (handleConsentPage(state.signIn, url, req, res)) return;
    if (url.pathname === '/google/token' && req.method === 'POST') {
      void readBody(req).then((body) =>
        exchangeCode(state.signIn, 'google', new URLSearchParams(body), res),
      );
      return;
    }
    if (url.pathname === '/oauth2/token' && req.method === 'POST') {
      void handleTwitchAuth(state, req, res);
      return;
    }
    const revoking =
      url.pathname === '/google/revoke'
        ? 'google'
        : url.pathname === '/oauth2/revoke'
          ? 'twitch'
          : null;
    if (revoking && req.method === 'POST') {
      void readBody(req).then((body) =>
        revokeToken(state.signIn, revoking, new URLSearchParams(body), res),
      );
      return;
    }
    if (url.pathname.startsWith('/helix/')) return handleHelix(state, url, req, res);
    json(res, 404, { message: 'no such fake route' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const fake: FakePlatforms = {
    state,
    youtubeBaseUrl: `${base}/youtube/v3`,
    twitchBaseUrl: `${base}/helix`,
    twitchAuthBaseUrl: `${base}/oauth2`,
    env: {
      YOUTUBE_API_KEY: `test-key-${Math.random().toString(36).slice(2)}`,
      YOUTUBE_API_BASE_URL: `${base}/youtube/v3`,
      TWITCH_CLIENT_ID: VALID_CLIENT.id,
      TWITCH_CLIENT_SECRET: VALID_CLIENT.secret,
      TWITCH_API_BASE_URL: `${base}/helix`,
      TWITCH_AUTH_BASE_URL: `${base}/oauth2`,
      // With Twitch credentials IGDB counts as configured, and a start checks it: on port 9,
      // where nothing listens, not on api.igdb.com (a test never reaches outside).
      IGDB_API_URL: 'http://127.0.0.1:9/v4',
    },
    googleSignInEnv: {
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT.secret,
      GOOGLE_OAUTH_AUTH_URL: `${base}/google/auth`,
      GOOGLE_OAUTH_TOKEN_URL: `${base}/google/token`,
    },
    reset() {
      Object.assign(state, initialState());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

export { FAKE_GOOGLE_CLIENT, FAKE_TWITCH_CLIENT } from './fake-sign-in.ts';

/** A YouTube channel id: "UC" + 22 characters. */
export function fakeChannelId(seed: string): string {
  return `UC${seed
    .replace(/[^A-Za-z0-9_-]/g, '')
    .padEnd(22, 'x')
    .slice(0, 22)}`;
}

/**
 * A channel the YouTube stand-in knows: a handle (and id) of its own unless `overrides` name
 * them, plain stats unless they say otherwise. Answers the channel as stored.
 */
export function addYoutubeChannel(
  fake: Pick<FakePlatforms, 'state'>,
  overrides: Partial<FakeYoutubeChannel> = {},
): FakeYoutubeChannel {
  const handle = overrides.handle ?? `creator${randomBytes(8).toString('hex')}`;
  const channel = {
    id: fakeChannelId(handle),
    handle,
    title: `Creator ${handle}`,
    subscribers: 50_000,
    views: 1_000_000,
    videos: 120,
    ...overrides,
  };
  fake.state.youtubeChannels.push(channel);
  return channel;
}
