import { messages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { lookupKeyOf, parseChannelUrl, TWITCH_RESERVED } from './parse-channel-url.ts';

const UC = 'UC_x5XG1OV2P6uZZ5FSM9Ttw';

type Row = [input: string, type: 1 | 2, kind: string, value: string, url: string];

const accepted: Row[] = [
  // YouTube handles
  [
    'https://www.youtube.com/@GoogleDevelopers',
    1,
    'handle',
    'googledevelopers',
    'https://www.youtube.com/@googledevelopers',
  ],
  ['youtube.com/@MrBeast', 1, 'handle', 'mrbeast', 'https://www.youtube.com/@mrbeast'],
  ['www.youtube.com/@mrbeast/videos', 1, 'handle', 'mrbeast', 'https://www.youtube.com/@mrbeast'],
  [
    'http://m.youtube.com/@mr.beast_6000?si=abc#about',
    1,
    'handle',
    'mr.beast_6000',
    'https://www.youtube.com/@mr.beast_6000',
  ],
  [
    'https://www.youtube.com/@%D0%9A%D0%BE%D1%82%D0%B8%D0%BA',
    1,
    'handle',
    'котик',
    'https://www.youtube.com/@котик',
  ],
  ['  https://youtube.com/@abc/  ', 1, 'handle', 'abc', 'https://www.youtube.com/@abc'],
  ['HTTPS://WWW.YOUTUBE.COM/@Abc', 1, 'handle', 'abc', 'https://www.youtube.com/@abc'],
  // channel ids
  [
    `https://www.youtube.com/channel/${UC}`,
    1,
    'channelId',
    UC,
    `https://www.youtube.com/channel/${UC}`,
  ],
  [
    `youtube.com/channel/${UC}/featured?view=0`,
    1,
    'channelId',
    UC,
    `https://www.youtube.com/channel/${UC}`,
  ],
  [`m.youtube.com/channel/${UC}`, 1, 'channelId', UC, `https://www.youtube.com/channel/${UC}`],
  // legacy custom and user names
  [
    'https://www.youtube.com/c/Markiplier',
    1,
    'custom',
    'markiplier',
    'https://www.youtube.com/c/markiplier',
  ],
  [
    'youtube.com/c/Some.Name/playlists',
    1,
    'custom',
    'some.name',
    'https://www.youtube.com/c/some.name',
  ],
  [
    'https://www.youtube.com/user/PewDiePie',
    1,
    'user',
    'pewdiepie',
    'https://www.youtube.com/user/pewdiepie',
  ],
  [
    'http://youtube.com/user/pewdiepie?feature=x',
    1,
    'user',
    'pewdiepie',
    'https://www.youtube.com/user/pewdiepie',
  ],
  // video links
  [
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    1,
    'video',
    'dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  ],
  [
    'youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s',
    1,
    'video',
    'dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  ],
  [
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    1,
    'video',
    'dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  ],
  [
    'https://youtube.com/shorts/abcdefghijk?feature=share',
    1,
    'video',
    'abcdefghijk',
    'https://www.youtube.com/watch?v=abcdefghijk',
  ],
  [
    'https://www.youtube.com/live/abcdefghij_',
    1,
    'video',
    'abcdefghij_',
    'https://www.youtube.com/watch?v=abcdefghij_',
  ],
  [
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    1,
    'video',
    'dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  ],
  [
    'https://youtu.be/dQw4w9WgXcQ',
    1,
    'video',
    'dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  ],
  [
    'youtu.be/dQw4w9WgXcQ?t=10',
    1,
    'video',
    'dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  ],
  // Twitch
  ['https://www.twitch.tv/Ninja', 2, 'login', 'ninja', 'https://www.twitch.tv/ninja'],
  ['twitch.tv/shroud', 2, 'login', 'shroud', 'https://www.twitch.tv/shroud'],
  [
    'm.twitch.tv/pokimane/videos?filter=archives',
    2,
    'login',
    'pokimane',
    'https://www.twitch.tv/pokimane',
  ],
  [
    'http://twitch.tv/some_user_123/',
    2,
    'login',
    'some_user_123',
    'https://www.twitch.tv/some_user_123',
  ],
  ['https://www.twitch.tv/abc#chat', 2, 'login', 'abc', 'https://www.twitch.tv/abc'],
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
  it.each(accepted)('%s', (input, type, kind, value, url) => {
    expect(parseChannelUrl(input)).toEqual({ ok: true, channel: { type, kind, value, url } });
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
