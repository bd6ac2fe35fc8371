import { type StandInServer, startStandInServer } from './stand-in-server.ts';

// YouTube Data API v3: GET /youtube/v3/channels?part=snippet,statistics&id=a,b (<= 50 ids)
// and /youtube/v3/search?part=snippet&type=video&q=...&pageToken=..., with `key`. Counts are
// strings as YouTube sends them; a closed channel is absent from channels answers; 400 for a
// bad key; 403 quotaExceeded on demand (and once the stand-in's daily units run out).

export type StandInChannel = {
  id: string;
  title: string;
  customUrl: string;
  country?: string;
  subscribers: number;
  views: number;
  videos: number;
};
export type StandInVideo = {
  videoId: string;
  channelId: string;
  channelTitle: string;
  title: string;
  publishedAt: string;
};

export type YoutubeStandIn = StandInServer & {
  apiUrl: string;
  key: string;
  channels: Map<string, StandInChannel>;
  /** Videos each search query finds (matched by `q`, case-insensitive), newest first. */
  videos: StandInVideo[];
  /** The next `count` calls answer 403 quotaExceeded. */
  quotaExceededNext(count: number): void;
};

const SEARCH_PAGE = 50;

export async function startYoutubeStandIn(): Promise<YoutubeStandIn> {
  const key = 'AIzaSyStandInKey-0123456789abcdefghij';
  const channels = new Map<string, StandInChannel>();
  const videos: StandInVideo[] = [];
  const error = (code: number, reason: string, message: string) => ({
    status: code,
    body: {
      error: {
        code,
        message,
        errors: [{ message, domain: code === 403 ? 'youtube.quota' : 'global', reason }],
      },
    },
  });
  const server = await startStandInServer((req) => {
    if (req.query.get('key') !== key)
      return error(400, 'badRequest', 'API key not valid. Please pass a valid API key.');
    if (req.path === '/youtube/v3/channels') {
      const ids = (req.query.get('id') ?? '').split(',').filter(Boolean);
      if (ids.length > 50) return error(400, 'invalidParameter', 'Too many ids: at most 50');
      const items = ids.flatMap((id) => {
        const c = channels.get(id);
        if (!c) return [];
        return [
          {
            kind: 'youtube#channel',
            etag: `etag-${id}`,
            id,
            snippet: {
              title: c.title,
              description: `${c.title} plays games`,
              customUrl: c.customUrl,
              publishedAt: '2015-03-01T10:00:00Z',
              thumbnails: {
                default: {
                  url: `https://yt3.ggpht.com/${id}=s88-c-k-c0x00ffffff-no-rj`,
                  width: 88,
                  height: 88,
                },
              },
              localized: { title: c.title, description: `${c.title} plays games` },
              ...(c.country ? { country: c.country } : {}),
            },
            statistics: {
              viewCount: String(c.views),
              subscriberCount: String(c.subscribers),
              hiddenSubscriberCount: false,
              videoCount: String(c.videos),
            },
          },
        ];
      });
      return {
        status: 200,
        body: {
          kind: 'youtube#channelListResponse',
          etag: 'list-etag',
          pageInfo: { totalResults: items.length, resultsPerPage: items.length },
          items,
        },
      };
    }
    if (req.path === '/youtube/v3/search') {
      const q = (req.query.get('q') ?? '').toLowerCase();
      const found = videos.filter((v) => v.title.toLowerCase().includes(q.split(' ')[0] ?? ''));
      const offset = Number(req.query.get('pageToken')?.replace('CDIQAA', '') || 0);
      const size = Math.min(Number(req.query.get('maxResults') ?? 5), SEARCH_PAGE);
      const items = found.slice(offset, offset + size).map((v) => ({
        kind: 'youtube#searchResult',
        etag: `etag-${v.videoId}`,
        id: { kind: 'youtube#video', videoId: v.videoId },
        snippet: {
          publishedAt: v.publishedAt,
          channelId: v.channelId,
          title: v.title,
          description: '',
          thumbnails: {},
          channelTitle: v.channelTitle,
          liveBroadcastContent: 'none',
          publishTime: v.publishedAt,
        },
      }));
      const next = offset + size < found.length ? { nextPageToken: `CDIQAA${offset + size}` } : {};
      return {
        status: 200,
        body: {
          kind: 'youtube#searchListResponse',
          etag: 'search-etag',
          regionCode: 'US',
          pageInfo: { totalResults: found.length, resultsPerPage: size },
          items,
          ...next,
        },
      };
    }
    return error(404, 'notFound', 'Not Found');
  });
  return {
    ...server,
    apiUrl: server.baseUrl,
    key,
    channels,
    videos,
    quotaExceededNext(count) {
      server.failNext(count, () =>
        error(
          403,
          'quotaExceeded',
          'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
        ),
      );
    },
  };
}
