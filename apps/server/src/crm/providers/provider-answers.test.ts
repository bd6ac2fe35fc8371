import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  helixTooManyRequests,
  hostileAnswers,
  type ScriptedAnswer,
  startScriptedProvider,
  youtubeErrors,
} from '../../../test/scripted-provider.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { CallOutcome } from './call-outcome.ts';
import { createQuotaLedger } from './quota.ts';
import { createTwitchProvider } from './twitch.ts';
import { createYoutubeProvider } from './youtube.ts';

// Each documented error and each hostile answer, as the real services send them, through the
// clients: the error kind a caller (the refresh job, the Integrations screen, issue 31's words)
// reads, a fix where an Admin has one, and a bounded wait.

const provider = await startScriptedProvider();
const database = await openTestDatabase();
const TIMEOUT_MS = 400;

function youtube(outcomes: CallOutcome[] = []) {
  const quota = createQuotaLedger(database.db, `answers-${randomUUID()}`, 100);
  const client = createYoutubeProvider({
    apiKey: 'key',
    baseUrl: provider.baseUrl,
    quota,
    timeoutMs: TIMEOUT_MS,
    onOutcome: (o) => outcomes.push(o),
  });
  return { client, quota };
}

const token: ScriptedAnswer = {
  status: 200,
  body: { access_token: 'app-token', expires_in: 5011271, token_type: 'bearer' },
};

function twitch(outcomes: (CallOutcome & { usage?: string })[] = []) {
  return createTwitchProvider({
    clientId: 'id',
    clientSecret: 'secret',
    baseUrl: provider.baseUrl,
    authBaseUrl: provider.baseUrl,
    timeoutMs: TIMEOUT_MS,
    onOutcome: (o) => outcomes.push(o),
  });
}

const video = {
  id: '335921245',
  stream_id: null,
  user_id: '141981764',
  user_login: 'twitchdev',
  user_name: 'TwitchDev',
  title: 'Twitch Developers 101',
  description: 'Welcome to Twitch development!',
  created_at: '2018-11-14T21:30:18Z',
  published_at: '2018-11-14T22:04:30Z',
  url: 'https://www.twitch.tv/videos/335921245',
  thumbnail_url:
    'https://static-cdn.jtvnw.net/cf_vods/d2nvs31859zcd8/thumb0-%{width}x%{height}.jpg',
  viewable: 'public',
  view_count: 1863062,
  language: 'en',
  type: 'upload',
  duration: '3m21s',
  muted_segments: [{ duration: 30, offset: 120 }],
};

describe('YouTube answers', () => {
  const refusals = [
    {
      name: '403 quotaExceeded: the day is spent, the ledger closed until Pacific midnight',
      answer: youtubeErrors.quotaExceeded,
      error: { kind: 'quota', status: 403, fix: expect.stringContaining('midnight Pacific time') },
      quotaUsed: 100,
    },
    {
      name: '403 rateLimitExceeded: too fast, not the key and not the day',
      answer: youtubeErrors.rateLimitExceeded,
      error: { kind: 'rate_limited', status: 403, fix: null },
      quotaUsed: 1,
    },
  ];
  for (const { name, answer, error, quotaUsed } of refusals) {
    it(name, async () => {
      const { client, quota } = youtube();
      provider.script(answer);
      await expect(client.fetchPost('dQw4w9WgXcQ')).rejects.toMatchObject(error);
      expect(await quota.used()).toBe(quotaUsed);
    });
  }

  it('a refused key or a project without the API: auth, naming the setting', async () => {
    for (const answer of [youtubeErrors.keyInvalid, youtubeErrors.accessNotConfigured]) {
      provider.script(answer);
      await expect(youtube().client.fetchPost('dQw4w9WgXcQ')).rejects.toMatchObject({
        kind: 'auth',
        status: answer.status,
        message: expect.stringContaining(answer.body.error.message),
        fix: expect.stringContaining('YOUTUBE_API_KEY'),
      });
    }
  });

  it('hostile answers: a clear error, within the bounded wait, and the outcome reported', async () => {
    const cases: [ScriptedAnswer, string, RegExp][] = [
      [hostileAnswers.html, 'bad_response', /a web page instead of data/],
      [hostileAnswers.empty, 'bad_response', /an empty answer/],
      [hostileAnswers.truncated, 'bad_response', /cut off or not JSON/],
      [hostileAnswers.errorInside, 'bad_response', /an error inside a success answer/],
      [
        { status: 200, body: { kind: 'youtube#videoListResponse', items: [{ id: 1 }] } },
        'bad_response',
        /shape its reference does not describe/,
      ],
      [youtubeErrors.backendError, 'unavailable', /unavailable \(500\)/],
      [hostileAnswers.hang, 'unavailable', /did not answer within 0 s|did not answer/],
    ];
    for (const [answer, kind, message] of cases) {
      const outcomes: CallOutcome[] = [];
      provider.script(answer);
      const started = Date.now();
      const error = await youtube(outcomes)
        .client.fetchPost('dQw4w9WgXcQ')
        .catch((e: unknown) => e);
      expect(error, JSON.stringify(answer)).toMatchObject({
        kind,
        message: expect.stringMatching(message),
      });
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
      expect(outcomes).toEqual([{ ok: false, error }]);
    }
  });

  it('a success is reported as one', async () => {
    const outcomes: CallOutcome[] = [];
    provider.script({ status: 200, body: { kind: 'youtube#videoListResponse', etag: 'e' } });
    expect(await youtube(outcomes).client.fetchPost('dQw4w9WgXcQ')).toBeNull();
    expect(outcomes).toEqual([{ ok: true }]);
  });
});

describe('Twitch answers', () => {
  it('reads the points bucket (Ratelimit-*) of a success', async () => {
    const outcomes: (CallOutcome & { usage?: string })[] = [];
    provider.script(token, {
      status: 200,
      body: { data: [video], pagination: {} },
      headers: {
        'ratelimit-limit': '800',
        'ratelimit-remaining': '788',
        'ratelimit-reset': '1700000000',
      },
    });
    const post = await twitch(outcomes).fetchPost('335921245');
    expect(post?.title).toBe('Twitch Developers 101');
    expect(outcomes).toEqual([{ ok: true, usage: '12 of 800 points used this minute' }]);
  });

  it('429: the bucket is empty until Ratelimit-Reset, rate limited', async () => {
    provider.script(token, helixTooManyRequests(30));
    await expect(twitch().fetchPost('335921245')).rejects.toMatchObject({
      kind: 'rate_limited',
      status: 429,
      message: expect.stringMatching(/points bucket is empty until \d{4}-/),
    });
  });

  it('a 401 twice (a new token refused too): auth, naming the settings', async () => {
    const unauthorized = {
      status: 401,
      body: { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' },
    };
    provider.script(token, unauthorized, token, unauthorized);
    await expect(twitch().fetchPost('335921245')).rejects.toMatchObject({
      kind: 'auth',
      message: expect.stringContaining('Invalid OAuth token'),
      fix: expect.stringContaining('TWITCH_CLIENT_SECRET'),
    });
  });

  it('hostile answers from Helix and from the token endpoint', async () => {
    for (const answer of [hostileAnswers.html, hostileAnswers.empty, hostileAnswers.truncated]) {
      provider.script(token, answer);
      await expect(twitch().fetchPost('335921245')).rejects.toMatchObject({ kind: 'bad_response' });
      provider.script(answer);
      await expect(twitch().fetchPost('335921245')).rejects.toMatchObject({ kind: 'bad_response' });
    }
    provider.script(token, hostileAnswers.hang);
    await expect(twitch().fetchPost('335921245')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
