import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A YouTube Data API v3 stand-in for benchmarks: every handle exists, with a channel id
// derived from it and `subscribers` subscribers (channels.list by forHandle or id, and an
// empty uploads playlist), in the shapes the provider reads. Counts the calls it answered.
// A creator proving the channel (issue 26) puts the code in its description: here a
// `POST /bench/description?handle=…&code=…` (the bench's clients call it, as a creator
// would edit the channel), after which snippet.description carries the code.

export type YoutubeStandIn = {
  baseUrl: string;
  /** Where the clients put a code in a channel's description. */
  descriptionUrl: string;
  calls: () => number;
  close(): Promise<void>;
};

const channelIdOf = (handle: string) =>
  `UC${createHash('sha256').update(handle).digest('base64url').slice(0, 22)}`;

export async function startYoutubeStandIn(subscribers: number): Promise<YoutubeStandIn> {
  let calls = 0;
  const byId = new Map<string, string>();
  const codes = new Map<string, string>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/bench/description') {
      const handle = url.searchParams.get('handle')?.toLowerCase() ?? '';
      codes.set(handle, url.searchParams.get('code') ?? '');
      res.writeHead(204).end();
      return;
    }
    calls++;
    const send = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname.endsWith('/channels')) {
      const handle = url.searchParams.get('forHandle')?.replace(/^@/, '').toLowerCase();
      const id = handle ? channelIdOf(handle) : (url.searchParams.get('id') ?? '');
      if (handle) byId.set(id, handle);
      const name = handle ?? byId.get(id) ?? id;
      return send({
        kind: 'youtube#channelListResponse',
        items: [
          {
            kind: 'youtube#channel',
            id,
            snippet: {
              title: `Creator ${name}`,
              description: `Games, every week. ${codes.get(name) ?? ''}`.trim(),
              customUrl: `@${name}`,
              thumbnails: { default: { url: `https://yt3.example/${id}` } },
            },
            contentDetails: { relatedPlaylists: { uploads: `UU${id.slice(2)}` } },
            statistics: {
              subscriberCount: String(subscribers),
              viewCount: '100000',
              videoCount: '50',
              hiddenSubscriberCount: false,
            },
            brandingSettings: { channel: { title: `Creator ${name}` } },
          },
        ],
      });
    }
    if (url.pathname.endsWith('/playlistItems')) {
      return send({ kind: 'youtube#playlistItemListResponse', items: [] });
    }
    res.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/youtube/v3`,
    descriptionUrl: `http://127.0.0.1:${port}/bench/description`,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
