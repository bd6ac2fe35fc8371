import { INT4_MAX } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestCampaign } from '../../../test/campaign-factories.ts';
import { asAdmin } from '../../../test/factories.ts';
import { createTestList } from '../../../test/influencer-factories.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { NUL_MESSAGE, nulPath } from './refuse-nul.ts';

// Input that the database cannot hold is refused at the door: U+0000 anywhere in params,
// query or a JSON body (one rule, one hook), ids beyond int4, numbers JSON can spell but a
// column cannot (1e400, -0 for an id, "NaN").

const t = await createTestApp();
let headers: Record<string, string> = {};
let campaignId = 0;
let listId = 0;

beforeAll(async () => {
  headers = (await asAdmin(t)).headers;
  campaignId = (await createTestCampaign(t)).id;
  listId = (await createTestList(t)).id;
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...headers,
      ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload: payload as string } : {}),
  });

describe('the NUL rule', () => {
  it('finds U+0000 in strings and keys at any depth, and says where', () => {
    expect(nulPath({ a: ['ok', { b: 'x\u0000' }] })).toBe('a.1.b');
    expect(nulPath({ 'k\u0000': 1 })).toBe('k\\u0000');
    expect(nulPath('\u0000')).toBe('');
    expect(nulPath({ a: 'fine', n: 1, z: null })).toBeNull();
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`);
    expect(nulPath(deep)).toMatch(/^0(\.0)+$/);
  });

  it('is a 400 naming the field, on the routes that answered 500', async () => {
    const cases: Array<[string, 'POST' | 'PUT', string, unknown, string]> = [
      ['create list', 'POST', '/api/list/influencer', { name: 'a\u0000b' }, 'name'],
      [
        'update list',
        'PUT',
        `/api/list/influencer/${listId}`,
        { description: '\u0000' },
        'description',
      ],
      [
        'custom template',
        'POST',
        `/api/campaign/${campaignId}/email-template/custom-templates`,
        { name: 'n', subject: 's\u0000', body: 'b' },
        'subject',
      ],
      [
        'recipients search',
        'POST',
        `/api/campaign/${campaignId}/email-template/recipients`,
        { filter: { search: 'x\u0000' } },
        'filter.search',
      ],
    ];
    for (const [name, method, url, body, field] of cases) {
      const response = await send(method, url, body);
      expect({ name, status: response.statusCode, body: response.json() }).toEqual({
        name,
        status: 400,
        body: { code: 'VALIDATION', message: NUL_MESSAGE, fields: { [field]: NUL_MESSAGE } },
      });
    }
  });

  it('covers the query, path parameters and keys the schema would strip', async () => {
    expect((await send('GET', '/api/task/influencer-import?limit=%00')).json().fields).toEqual({
      limit: NUL_MESSAGE,
    });
    expect((await send('GET', '/api/list/influencer/%00')).json().fields).toEqual({
      id: NUL_MESSAGE,
    });
    const key = await send('POST', '/api/list/influencer', { name: 'ok', 'x\u0000': 1 });
    expect(key.statusCode).toBe(400);
    expect(key.json().message).toBe(NUL_MESSAGE);
  });

  it('comes after sign-in: an anonymous caller is still a 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/list/influencer',
      payload: { name: '\u0000' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('ids and numbers', () => {
  it('refuses ids beyond int4 in bodies and paths with 400', async () => {
    const big = INT4_MAX + 1;
    expect((await send('POST', '/api/campaign/delete', { ids: [big] })).statusCode).toBe(400);
    expect((await send('POST', `/api/campaign/${big}/influencers/list`, {})).statusCode).toBe(400);
    expect((await send('GET', '/api/campaign/9007199254740993')).statusCode).toBe(400);
    // The largest int4 is an id like any other: it names no campaign.
    expect((await send('GET', `/api/campaign/${INT4_MAX}`)).statusCode).toBe(404);
    // Sent emails have bigserial ids: past int4 is still only "not found".
    expect((await send('GET', `/api/email/${big}`)).statusCode).toBe(404);
  });

  it('answers 400 to numbers no column holds: 1e400, -0 as an id, "NaN", "Infinity"', async () => {
    for (const text of [
      '{"ids":[1e400]}',
      '{"ids":[-1e400]}',
      '{"ids":[-0]}',
      '{"ids":["NaN"]}',
      '{"ids":["Infinity"]}',
      '{"ids":[1.5]}',
      '{"ids":[9007199254740993]}',
    ]) {
      const response = await send('POST', '/api/campaign/delete', text);
      expect({ text, status: response.statusCode }).toEqual({ text, status: 400 });
    }
    const page = await send('POST', '/api/campaign/list', '{"page":1e400}');
    expect(page.statusCode).toBe(400);
  });
});
