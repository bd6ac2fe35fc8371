import {
  gmailHistoryList,
  gmailMessage,
  gmailMessageList,
  gmailMessagePartBody,
  gmailProfile,
  gmailRawMessage,
  googleErrorBody,
  googleToken,
  googleTokenError,
  helixChannels,
  helixErrorBody,
  helixFollowers,
  helixUsers,
  helixVideos,
  twitchAppToken,
  twitchOauthError,
  youtubeChannelList,
  youtubePlaylistItemList,
  youtubeVideoList,
} from '@app/contract/providers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fakeChannelId, startFakePlatforms } from '../../../test/fake-platforms.ts';
import { startGmailStandIn } from '../../../test/gmail-stand-in.ts';

// The stand-ins answer what the providers' references describe: each answer, success or
// error, goes through the schema the clients read it with, so a stand-in cannot drift.

async function answer(url: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json() };
}

function expectShape(schema: z.ZodType, body: unknown) {
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
}

describe('YouTube and Twitch stand-ins follow the published shapes', async () => {
  const fake = await startFakePlatforms();
  const channelId = fakeChannelId('schemas');
  const key = fake.env.YOUTUBE_API_KEY;

  beforeAll(() => {
    fake.reset();
    fake.state.youtubeChannels.push({
      id: channelId,
      handle: 'schemas',
      title: 'Schemas',
      subscribers: 10,
      views: 100,
      videos: 3,
      country: 'DE',
      lastUploadAt: '2026-01-02T03:04:05Z',
    });
    fake.state.youtubeVideos.push({
      id: 'dQw4w9WgXcQ',
      channelId,
      title: 'A video',
      views: 1,
      likes: 2,
      comments: 3,
      publishedAt: '2026-01-01T00:00:00Z',
      tags: ['a'],
    });
    fake.state.twitchUsers.push({
      id: '141981764',
      login: 'twitchdev',
      displayName: 'TwitchDev',
      followers: 42,
      lastVideoAt: '2026-01-01T00:00:00Z',
    });
  });

  it('YouTube: channels, videos, playlistItems, an empty list and the error bodies', async () => {
    const yt = (path: string, query: string) =>
      answer(`${fake.youtubeBaseUrl}/${path}?${query}&key=${key}`);
    const channels = await yt('channels', `part=snippet&id=${channelId}`);
    expectShape(youtubeChannelList, channels.body);
    expect(youtubeChannelList.parse(channels.body).items).toHaveLength(1);
    expectShape(youtubeChannelList, (await yt('channels', 'part=snippet&id=UCnone')).body);
    expectShape(youtubeVideoList, (await yt('videos', 'part=snippet&id=dQw4w9WgXcQ')).body);
    expectShape(
      youtubePlaylistItemList,
      (await yt('playlistItems', `part=contentDetails&playlistId=UU${channelId.slice(2)}`)).body,
    );
    fake.state.youtubeQuotaExceeded = true;
    const quota = await yt('channels', `part=id&id=${channelId}`);
    fake.state.youtubeQuotaExceeded = false;
    expect(quota.status).toBe(403);
    expectShape(googleErrorBody, quota.body);
    for (const status of [400, 500]) {
      fake.state.youtubeStatus = status;
      expectShape(googleErrorBody, (await yt('channels', 'part=id&id=x')).body);
    }
    fake.state.youtubeStatus = null;
    expectShape(googleErrorBody, (await answer(`${fake.youtubeBaseUrl}/channels?id=x`)).body);
  });

  it('Twitch: the app token, users, channels, followers, videos and the error bodies', async () => {
    const token = await answer(`${fake.twitchAuthBaseUrl}/token`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: fake.env.TWITCH_CLIENT_ID ?? '',
        client_secret: fake.env.TWITCH_CLIENT_SECRET ?? '',
        grant_type: 'client_credentials',
      }),
    });
    expectShape(twitchAppToken, token.body);
    const refused = await answer(`${fake.twitchAuthBaseUrl}/token`, {
      method: 'POST',
      body: new URLSearchParams({ client_id: 'nobody', grant_type: 'client_credentials' }),
    });
    expectShape(twitchOauthError, refused.body);
    const headers = {
      authorization: `Bearer ${twitchAppToken.parse(token.body).access_token}`,
      'client-id': fake.env.TWITCH_CLIENT_ID ?? '',
    };
    const helix = (path: string) => answer(`${fake.twitchBaseUrl}/${path}`, { headers });
    expectShape(helixUsers, (await helix('users?login=twitchdev')).body);
    expectShape(helixChannels, (await helix('channels?broadcaster_id=141981764')).body);
    const followers = await helix('channels/followers?broadcaster_id=141981764&first=1');
    expectShape(helixFollowers, followers.body);
    expect(helixFollowers.parse(followers.body)).toMatchObject({ total: 42, data: [] });
    expectShape(helixVideos, (await helix('videos?user_id=141981764&first=1')).body);
    expectShape(helixErrorBody, (await helix('videos?id=1')).body);
    const unauthorized = await answer(`${fake.twitchBaseUrl}/users?login=twitchdev`);
    expect(unauthorized.status).toBe(401);
    expectShape(helixErrorBody, unauthorized.body);
  });
});

describe('the Gmail stand-in follows the published shapes', async () => {
  const gmail = await startGmailStandIn();
  const mailbox = gmail.createMailbox('schemas@example.com');
  mailbox.addMessage('From: a@example.com\r\nSubject: Hi\r\n\r\nHello\r\n');

  it('the token endpoint, profile, messages, a message, send, modify, an attachment, history and the error bodies', async () => {
    const tokenRequest = (refreshToken: string) =>
      answer(gmail.tokenUrl, {
        method: 'POST',
        body: new URLSearchParams({
          client_id: gmail.env.GOOGLE_CLIENT_ID ?? '',
          client_secret: gmail.env.GOOGLE_CLIENT_SECRET ?? '',
          refresh_token: refreshToken,
          grant_type: 'refresh_token',
        }),
      });
    const token = await tokenRequest(mailbox.refreshToken);
    expectShape(googleToken, token.body);
    expectShape(googleTokenError, (await tokenRequest('revoked')).body);
    const headers = { authorization: `Bearer ${googleToken.parse(token.body).access_token}` };
    const api = (path: string) => answer(`${gmail.baseUrl}/gmail/v1/users/me/${path}`, { headers });
    const post = (path: string, body: unknown) =>
      answer(`${gmail.baseUrl}/gmail/v1/users/me/${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const profile = gmailProfile.parse((await api('profile')).body);
    const list = await api('messages?maxResults=10');
    expectShape(gmailMessageList, list.body);
    const id = gmailMessageList.parse(list.body).messages?.[0]?.id ?? '';
    expectShape(gmailMessage, (await api(`messages/${id}?format=metadata`)).body);
    expectShape(gmailRawMessage, (await api(`messages/${id}?format=raw`)).body);
    expectShape(gmailMessage, (await api(`messages/${id}?format=minimal`)).body);
    expectShape(
      gmailMessage,
      (await post(`messages/${id}/modify`, { removeLabelIds: ['UNREAD'] })).body,
    );
    const withFile = [
      'From: schemas@example.com',
      'To: a@example.com',
      'Subject: Rates',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain',
      '',
      'Attached.',
      '--b1',
      'Content-Type: text/plain; name="rates.txt"',
      'Content-Disposition: attachment; filename="rates.txt"',
      '',
      'Rates: 100',
      '--b1--',
      '',
    ].join('\r\n');
    const sent = await post('messages/send', { raw: Buffer.from(withFile).toString('base64url') });
    expectShape(gmailMessage, sent.body);
    const full = await api(`messages/${gmailMessage.parse(sent.body).id}?format=full`);
    expectShape(gmailMessage, full.body);
    const file = gmailMessage
      .parse(full.body)
      .payload?.parts?.find((part) => part.filename === 'rates.txt');
    expect(file?.body?.attachmentId).toBeTruthy();
    expectShape(
      gmailMessagePartBody,
      (
        await api(
          `messages/${gmailMessage.parse(sent.body).id}/attachments/${file?.body?.attachmentId}`,
        )
      ).body,
    );
    expectShape(gmailHistoryList, (await api(`history?startHistoryId=${profile.historyId}`)).body);
    mailbox.expireHistory();
    const expired = await api('history?startHistoryId=1');
    expect(expired.status).toBe(404);
    expectShape(googleErrorBody, expired.body);
    gmail.rateLimitNext(1);
    const limited = await api('profile');
    expect(limited.status).toBe(429);
    expectShape(googleErrorBody, limited.body);
  });
});
