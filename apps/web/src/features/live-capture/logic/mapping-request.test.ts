import { describe, expect, it } from 'vitest';
import { emptyMappingDraft, mappingRequest, mappingSearchFor } from './mapping-request.ts';

describe('mappingRequest', () => {
  it('maps to a picked CRM channel', () => {
    expect(mappingRequest({ ...emptyMappingDraft, channelId: 42 })).toEqual({
      ok: true,
      body: { mapping: { kind: 'channel', channelId: 42 }, continuePipeline: true },
    });
  });

  it('asks for a channel when none is picked', () => {
    expect(mappingRequest(emptyMappingDraft)).toEqual({
      ok: false,
      field: 'channelId',
      message: 'Pick a channel',
    });
  });

  it('sends a trimmed channel link, under an influencer or a new one, and the pipeline choice', () => {
    expect(
      mappingRequest({
        ...emptyMappingDraft,
        mode: 'url',
        channelId: 42,
        channelUrl: '  https://www.youtube.com/@kai  ',
        influencerId: 9,
        continuePipeline: false,
      }),
    ).toEqual({
      ok: true,
      body: {
        mapping: { kind: 'url', channelUrl: 'https://www.youtube.com/@kai', influencerId: 9 },
        continuePipeline: false,
      },
    });
    expect(
      mappingRequest({ ...emptyMappingDraft, mode: 'url', channelUrl: 'twitch.tv/kai' }),
    ).toMatchObject({ ok: true, body: { mapping: { influencerId: null } } });
  });

  it("refuses an empty link with SPEC's message", () => {
    expect(mappingRequest({ ...emptyMappingDraft, mode: 'url', channelUrl: '   ' })).toEqual({
      ok: false,
      field: 'channelUrl',
      message: 'URL is empty',
    });
  });
});

describe('mappingSearchFor', () => {
  const base = { email: 'kai.plays@mail.test', channel: null };
  it('searches the mapped channel, else the handle in the link, else the email', () => {
    expect(mappingSearchFor({ ...base, channelUrl: 'x', channel: { name: 'Kai Plays' } })).toBe(
      'Kai Plays',
    );
    expect(mappingSearchFor({ ...base, channelUrl: 'https://www.youtube.com/@KaiPlays' })).toBe(
      'KaiPlays',
    );
    expect(mappingSearchFor({ ...base, channelUrl: 'twitch.tv/kaiplays' })).toBe('kaiplays');
    expect(mappingSearchFor({ ...base, channelUrl: 'https://youtube.com/c/KaiC' })).toBe('KaiC');
    expect(mappingSearchFor({ ...base, channelUrl: 'https://youtube.com/watch?v=abc' })).toBe(
      'kai.plays',
    );
  });
});
