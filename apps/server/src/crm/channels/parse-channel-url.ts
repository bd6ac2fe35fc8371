import { ChannelType, messages, type ParsedChannelUrl } from '@app/contract';

export type ParseChannelUrlResult =
  | { ok: true; channel: ParsedChannelUrl }
  | { ok: false; message: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const YOUTU_BE_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const TWITCH_HOSTS = new Set(['twitch.tv', 'www.twitch.tv', 'm.twitch.tv']);

// YouTube: channel ids are "UC" + 22 base64url characters; video ids 11; handles 3-30
// letters, digits, "_", "-", "." (any script); legacy custom and user names: letters,
// digits, "_", "-", ".".
const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const HANDLE = /^[\p{L}\p{N}._-]{3,30}$/u;
const LEGACY_NAME = /^[\p{L}\p{N}._-]{1,100}$/u;
// Twitch logins: 3-25 of letters, digits and "_" (4 is the sign-up minimum; old ones are 3).
const TWITCH_LOGIN = /^[A-Za-z0-9_]{3,25}$/;
const VIDEO_PATHS = new Set(['shorts', 'live', 'embed', 'v']);

/** First path segments of twitch.tv that are pages, not channels. */
export const TWITCH_RESERVED = new Set([
  'directory',
  'videos',
  'settings',
  'subscriptions',
  'inventory',
  'wallet',
  'downloads',
  'jobs',
  'p',
  'search',
  'login',
  'signup',
  'logout',
  'turbo',
  'friends',
  'messages',
  'payments',
  'drops',
  'store',
  'prime',
  'bits',
  'collections',
  'following',
  'broadcast',
  'moderator',
  'popout',
  'embed',
  'team',
  'products',
  'subs',
  'user',
  'creatorcamp',
  'privacy',
  'terms-of-service',
  'security',
]);

const unsupported = (): ParseChannelUrlResult => ({
  ok: false,
  message: messages.unsupportedChannelUrl,
});

function youtube(kind: ParsedChannelUrl['kind'], value: string): ParseChannelUrlResult {
  const url =
    kind === 'channelId'
      ? `https://www.youtube.com/channel/${value}`
      : kind === 'handle'
        ? `https://www.youtube.com/@${value}`
        : kind === 'custom'
          ? `https://www.youtube.com/c/${value}`
          : kind === 'user'
            ? `https://www.youtube.com/user/${value}`
            : `https://www.youtube.com/watch?v=${value}`;
  return {
    ok: true,
    channel: { type: ChannelType.Youtube, kind: kind as 'handle', value, url },
  };
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Reads a YouTube or Twitch channel link (pure: no network). Accepts links with or without
 * scheme and www/m., with trailing paths, query and fragment. Video links (watch?v=,
 * shorts/, live/, embed/, youtu.be/) parse as kind 'video'; a provider resolves them to
 * their channel. Handles, custom, user names and Twitch logins are lower-cased (the
 * platforms treat them case-insensitively); channel and video ids keep their case.
 */
export function parseChannelUrl(input: string | null | undefined): ParseChannelUrlResult {
  const text = (input ?? '').trim();
  if (text === '') return { ok: false, message: messages.urlIsEmpty };
  if (/\s/.test(text)) return unsupported();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return unsupported();
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return unsupported();
  if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) {
    return unsupported();
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const segments = url.pathname
    .split('/')
    .filter((s) => s !== '')
    .map(decode);
  if (segments.some((s) => s === null)) return unsupported();
  const path = segments as string[];

  if (YOUTU_BE_HOSTS.has(host)) {
    const id = path[0];
    return id && VIDEO_ID.test(id) ? youtube('video', id) : unsupported();
  }
  if (YOUTUBE_HOSTS.has(host)) return parseYoutubePath(path, url.searchParams);
  if (TWITCH_HOSTS.has(host)) {
    const login = path[0];
    if (!login || TWITCH_RESERVED.has(login.toLowerCase()) || !TWITCH_LOGIN.test(login)) {
      return unsupported();
    }
    const value = login.toLowerCase();
    return {
      ok: true,
      channel: {
        type: ChannelType.Twitch,
        kind: 'login',
        value,
        url: `https://www.twitch.tv/${value}`,
      },
    };
  }
  return unsupported();
}

function parseYoutubePath(path: string[], query: URLSearchParams): ParseChannelUrlResult {
  const [first, second] = path;
  if (!first) return unsupported();
  if (first.startsWith('@')) {
    const handle = first.slice(1);
    return HANDLE.test(handle) ? youtube('handle', handle.toLowerCase()) : unsupported();
  }
  if (first === 'channel') {
    return second && CHANNEL_ID.test(second) ? youtube('channelId', second) : unsupported();
  }
  if (first === 'c' || first === 'user') {
    if (!second || !LEGACY_NAME.test(second)) return unsupported();
    return youtube(first === 'c' ? 'custom' : 'user', second.toLowerCase());
  }
  if (first === 'watch' && path.length === 1) {
    const id = query.get('v');
    return id && VIDEO_ID.test(id) ? youtube('video', id) : unsupported();
  }
  if (VIDEO_PATHS.has(first)) {
    return second && VIDEO_ID.test(second) ? youtube('video', second) : unsupported();
  }
  return unsupported();
}

/** The channels.lookup_key a parsed link names (see the schema). */
export function lookupKeyOf(channel: ParsedChannelUrl): string {
  return channel.kind === 'channelId' ? `id:${channel.value}` : `${channel.kind}:${channel.value}`;
}
