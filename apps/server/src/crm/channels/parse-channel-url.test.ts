import { messages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { lookupKeyOf, parseChannelUrl, TWITCH_RESERVED } from './parse-channel-url.ts';

const UC = 'UC_x5XG1OV2P6uZZ5FSM9Ttw';

type Channel = { type: 1 | 2; kind: string; value: string; url: string };

// The channel a link form names: its canonical URL is the prefix and the value.
const channel =
  (type: 1 | 2, kind: string, urlPrefix: string) =>
  (value: string): Channel => ({ type, kind, value, url: `${urlPrefix}${value}` });
const handle = channel(1, 'handle', 'https://www.youtube.com/@');
const channelId = channel(1, 'channelId', 'https://www.youtube.com/channel/');
const custom = channel(1, 'custom', 'https://www.youtube.com/c/');
const user = channel(1, 'user', 'https://www.youtube.com/user/');
const video = channel(1, 'video', 'https://www.youtube.com/watch?v=');
const login = channel(2, 'login', 'https://www.twitch.tv/');

const accepted: Array<[input: string, channel: Channel]> = [
  // YouTube handles
  ['https://www.youtube.com/@GoogleDevelopers', handle('googledevelopers')],
  ['youtube.com/@MrBeast', handle('mrbeast')],
  ['www.youtube.com/@mrbeast/videos', handle('mrbeast')],
  ['http://m.youtube.com/@mr.beast_6000?si=abc#about', handle('mr.beast_6000')],
  ['https://www.youtube.com/@%D0%9A%D0%BE%D1%82%D0%B8%D0%BA', handle('котик')],
  ['  https://youtube.com/@abc/  ', handle('abc')],
  ['HTTPS://WWW.YOUTUBE.COM/@Abc', handle('abc')],
  // channel ids
  [`https://www.youtube.com/channel/${UC}`, channelId(UC)],
  [`youtube.com/channel/${UC}/featured?view=0`, channelId(UC)],
  [`m.youtube.com/channel/${UC}`, channelId(UC)],
  // legacy custom and user names
  ['https://www.youtube.com/c/Markiplier', custom('markiplier')],
  ['youtube.com/c/Some.Name/playlists', custom('some.name')],
  ['https://www.youtube.com/user/PewDiePie', user('pewdiepie')],
  ['http://youtube.com/user/pewdiepie?feature=x', user('pewdiepie')],
  // video links
  ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', video('dQw4w9WgXcQ')],
  ['youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s', video('dQw4w9WgXcQ')],
  ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', video('dQw4w9WgXcQ')],
  ['https://youtube.com/shorts/abcdefghijk?feature=share', video('abcdefghijk')],
  ['https://www.youtube.com/live/abcdefghij_', video('abcdefghij_')],
  ['https://www.youtube.com/embed/dQw4w9WgXcQ', video('dQw4w9WgXcQ')],
  ['https://youtu.be/dQw4w9WgXcQ', video('dQw4w9WgXcQ')],
  ['youtu.be/dQw4w9WgXcQ?t=10', video('dQw4w9WgXcQ')],
  // Twitch
  ['https://www.twitch.tv/Ninja', login('ninja')],
  ['twitch.tv/shroud', login('shroud')],
  ['m.twitch.tv/pokimane/videos?filter=archives', login('pokimane')],
  ['http://twitch.tv/some_user_123/', login('some_user_123')],
  ['https://www.twitch.tv/abc#chat', login('abc')],
];

const refused: Array<[input: string, message: string]> = [
  ['', messages.urlIsEmpty],
  ['   ', messages.urlIsEmpty],
  ['https://www.youtube.com/', messages.unsupportedChannelUrl],
  ['https://www.youtube.com/feed/subscriptions', messages.unsupportedChannelUrl],
  ['https://www.youtube.com/results?search_query=games', messages.unsupportedChannelUrl],
  ['https://www.youtube.com/playlist?list=PL123', messages.unsupportedChannelUrl],
  ['https://www.youtube.com/SomeLegacyName', messages.unsupportedChannelUrl],
  ['https://www.youtube.com/@ab', messages.unsupportedChannelUrl],
  ['https://www.youtube.com/@has space', messages.unsupportedChannelUrl],
  ['https://www.youtube.com/channel/UCshort', messages.unsupportedChannelUrl],
  ['https://www.youtube.com/channel/XX_x5XG1OV2P6uZZ5FSM9Ttw', messages.unsupportedChannelUrl],
  ['https://www.youtube.com/channel/', messages.unsupportedChannelUrl],
  ['https://www.youtube.com/c/', messages.unsupportedChannelUrl],
  ['https://www.youtube.com/user/', messages.unsupportedChannelUrl],
  ['https://www.youtube.com/watch?v=short', messages.unsupportedChannelUrl],
  ['https://www.youtube.com/watch', messages.unsupportedChannelUrl],
  ['https://www.youtube.com/shorts/', messages.unsupportedChannelUrl],
  ['https://youtu.be/', messages.unsupportedChannelUrl],
  ['https://youtu.be/toolongvideoid123', messages.unsupportedChannelUrl],
  ['https://music.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw', messages.unsupportedChannelUrl],
  ['https://youtube.com.evil.example/@abc', messages.unsupportedChannelUrl],
  ['https://evil.example/youtube.com/@abc', messages.unsupportedChannelUrl],
  ['https://user:pw@www.youtube.com/@abc', messages.unsupportedChannelUrl],
  ['https://www.youtube.com:8080/@abc', messages.unsupportedChannelUrl],
  ['ftp://youtube.com/@abc', messages.unsupportedChannelUrl],
  ['javascript:alert(1)', messages.unsupportedChannelUrl],
  ['youtube', messages.unsupportedChannelUrl],
  ['@handle', messages.unsupportedChannelUrl],
  ['https://www.youtube.com/@abc%zz', messages.unsupportedChannelUrl],
  ['https://www.twitch.tv/', messages.unsupportedChannelUrl],
  ['https://www.twitch.tv/directory', messages.unsupportedChannelUrl],
  ['https://www.twitch.tv/directory/game/Minecraft', messages.unsupportedChannelUrl],
  ['https://www.twitch.tv/videos/123456789', messages.unsupportedChannelUrl],
  ['https://www.twitch.tv/settings/profile', messages.unsupportedChannelUrl],
  ['https://www.twitch.tv/search?term=x', messages.unsupportedChannelUrl],
  ['https://www.twitch.tv/ab', messages.unsupportedChannelUrl],
  ['https://www.twitch.tv/has-dash', messages.unsupportedChannelUrl],
  ['https://www.twitch.tv/abcdefghijklmnopqrstuvwxyz', messages.unsupportedChannelUrl],
  ['https://clips.twitch.tv/SomeClip', messages.unsupportedChannelUrl],
  ['https://www.tiktok.com/@someone', messages.unsupportedChannelUrl],
  ['https://x.com/someone', messages.unsupportedChannelUrl],
  ['not a url at all', messages.unsupportedChannelUrl],
];

describe('parseChannelUrl accepts every supported link form', () => {
  it.each(accepted)('%s', (input, channel) => {
    expect(parseChannelUrl(input)).toEqual({ ok: true, channel });
  });
});

describe('parseChannelUrl refuses everything else with the SPEC message', () => {
  it.each(refused)('%j', (input, message) => {
    expect(parseChannelUrl(input)).toEqual({ ok: false, message });
  });

  it('answers "URL is empty" for null and undefined', () => {
    expect(parseChannelUrl(null)).toEqual({ ok: false, message: messages.urlIsEmpty });
    expect(parseChannelUrl(undefined)).toEqual({ ok: false, message: messages.urlIsEmpty });
  });

  it('refuses every reserved Twitch page, in any case', () => {
    for (const page of TWITCH_RESERVED) {
      for (const form of [page, page.toUpperCase()]) {
        expect(parseChannelUrl(`twitch.tv/${form}`), form).toEqual({
          ok: false,
          message: messages.unsupportedChannelUrl,
        });
      }
    }
  });
});

describe('lookupKeyOf', () => {
  it('names the identity a link points at, equal for equal channels', () => {
    const key = (url: string) => {
      const parsed = parseChannelUrl(url);
      if (!parsed.ok) throw new Error(parsed.message);
      return lookupKeyOf(parsed.channel);
    };
    expect(key(`youtube.com/channel/${UC}`)).toBe(`id:${UC}`);
    expect(key('youtube.com/@Abc')).toBe(key('https://m.youtube.com/@abc/about'));
    expect(key('youtube.com/@Abc')).toBe('handle:abc');
    expect(key('youtube.com/c/X.y')).toBe('custom:x.y');
    expect(key('youtube.com/user/Name')).toBe('user:name');
    expect(key('youtu.be/dQw4w9WgXcQ')).toBe('video:dQw4w9WgXcQ');
    expect(key('twitch.tv/Ninja')).toBe(key('m.twitch.tv/ninja'));
    expect(key('twitch.tv/Ninja')).toBe('login:ninja');
  });
});
