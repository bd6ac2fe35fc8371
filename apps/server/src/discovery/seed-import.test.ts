import {
  type DiscoverySeedTask,
  type TeamDiscoveryCreatorListResponse,
  UserRole,
} from '@app/contract';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../test/factories.ts';
import { uniq } from '../../test/influencer-factories.ts';
import { multipartFile, postMultipart } from '../../test/multipart.ts';
import { createTestApp } from '../../test/test-app.ts';

// An embedded installation loads a licensed dataset through the app: the upload becomes a
// task, imported by a job (inline here), with per-row errors, and the creators are searchable.
const t = await createTestApp();
const admin = await signedIn(t, UserRole.Admin);

const upload = (headers: Record<string, string>, body: Buffer) =>
  postMultipart(
    t,
    headers,
    '/api/discovery/seed',
    multipartFile(body, { filename: 'seed.ndjson' }),
  );

describe('discovery seed import through the app', () => {
  it('imports an NDJSON dataset as a task, reports bad rows by number, and serves the creators', async () => {
    const tag = uniq('seed');
    const lines = [
      {
        type: 'creator',
        platform: 'twitch',
        platformId: `${tag}-1`,
        handle: `${tag}a`,
        displayName: 'Seed A',
        language: 'en',
        followers: 12_000,
      },
      {
        type: 'creator',
        platform: 'youtube',
        platformId: `${tag}-2`,
        handle: `${tag}b`,
        displayName: 'Seed B',
        followers: 'many',
      },
      {
        type: 'creator',
        platform: 'youtube',
        platformId: `${tag}-3`,
        handle: `${tag}c`,
        displayName: 'Seed C',
        country: 'DE',
        followers: 50_000,
      },
    ];
    const res = await upload(
      admin.headers,
      Buffer.from(lines.map((l) => JSON.stringify(l)).join('\n')),
    );
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json<DiscoverySeedTask>();
    expect(created.format).toBe('ndjson');

    const task = await t.app.inject({
      method: 'GET',
      url: `/api/discovery/seed/${created.id}`,
      headers: admin.headers,
    });
    expect(task.json<DiscoverySeedTask>()).toMatchObject({
      status: 'done',
      processedRows: 3,
      errorRows: 1,
      errors: [{ row: 2, reason: expect.stringContaining('followers') }],
    });

    const found = await t.app.inject({
      method: 'POST',
      url: '/api/discovery/influencer/list',
      headers: admin.headers,
      payload: { search: tag, sort: { field: 'followers', order: 'desc' } },
    });
    expect(found.json<TeamDiscoveryCreatorListResponse>().items.map((c) => c.handle)).toEqual([
      `${tag}c`,
      `${tag}a`,
    ]);
  });

  it('is for Admins, and takes text only', async () => {
    const manager = await signedIn(t, UserRole.Manager);
    expect((await upload(manager.headers, Buffer.from('{}'))).statusCode).toBe(403);
    const binary = await upload(admin.headers, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2]));
    expect(binary.statusCode).toBe(415);
    expect(binary.json().message).toBe('The dataset must be NDJSON or CSV text');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/discovery/seed/999999999',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});

// Issue 28: a dataset with bad values, as a new user brings it through Import a dataset.
describe('a dataset with bad values through the app', () => {
  const bad = (tag: string) => [
    {
      line: {
        type: 'creator',
        platform: 'twitch',
        platformId: `${tag}-nul`,
        displayName: 'A\u0000B',
      },
      reason: 'displayName: must not contain the NUL character (\\u0000)',
    },
    {
      line: {
        type: 'creator',
        platform: 'twitch',
        platformId: `${tag}-avg`,
        displayName: 'Avg',
        avgViewers: 3e9,
      },
      reason: 'avgViewers: must be at most 2147483647',
    },
    {
      line: {
        type: 'creator',
        platform: 'twitch',
        platformId: `${tag}-vid`,
        displayName: 'Vid',
        videos: 5e9,
      },
      reason: 'videos: must be at most 2147483647',
    },
    {
      line: {
        type: 'played',
        platform: 'twitch',
        platformId: `${tag}-0`,
        igdbId: 880_001,
        lastPlayedAt: '2025-03-04',
        sessions: 3e9,
      },
      reason: 'sessions: must be at most 2147483647',
    },
    {
      line: { type: 'game', igdbId: 3e9, name: 'Big' },
      reason: 'igdbId: must be at most 2147483647',
    },
    {
      line: { type: 'game', igdbId: 880_002, name: 'Feb', firstReleaseDate: '2023-02-30' },
      reason: 'firstReleaseDate: is not a calendar date (2023-02-30)',
    },
    {
      line: {
        type: 'creator',
        platform: 'twitch',
        platformId: `${tag}-feb`,
        displayName: 'Feb',
        lastActiveAt: '2024-02-30T12:00:00Z',
      },
      reason: 'lastActiveAt: is not a calendar date (2024-02-30)',
    },
    {
      line: {
        type: 'played',
        platform: 'twitch',
        platformId: `${tag}-0`,
        igdbId: 880_001,
        lastPlayedAt: '2099-06-01',
      },
      reason: 'lastPlayedAt: is in the future',
    },
    {
      line: {
        type: 'creator',
        platform: 'twitch',
        platformId: `${tag}-slash`,
        displayName: 'Slash',
        lastActiveAt: '04/03/2025',
      },
      reason:
        'lastActiveAt: must be an ISO 8601 date (2025-03-04) or date-time (2025-03-04T18:30:00Z)',
    },
  ];
  const good = (tag: string, i: number) => ({
    type: 'creator',
    platform: 'twitch',
    platformId: `${tag}-${i}`,
    handle: `${tag}h${i}`,
    displayName: `Good ${i}`,
  });

  async function importLines(lines: readonly unknown[]): Promise<DiscoverySeedTask> {
    const res = await upload(
      admin.headers,
      Buffer.from(lines.map((l) => JSON.stringify(l)).join('\n')),
    );
    expect(res.statusCode, res.body).toBe(200);
    const task = await t.app.inject({
      method: 'GET',
      url: `/api/discovery/seed/${res.json<DiscoverySeedTask>().id}`,
      headers: admin.headers,
    });
    return task.json<DiscoverySeedTask>();
  }

  async function searchHandles(tag: string): Promise<string[]> {
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/discovery/influencer/list',
      headers: admin.headers,
      payload: { search: tag, sort: { field: 'followers', order: 'desc' }, pageSize: 100 },
    });
    expect(found.statusCode).toBe(200);
    return found
      .json<TeamDiscoveryCreatorListResponse>()
      .items.map((c) => c.handle ?? '')
      .sort();
  }

  it('refuses each bad value alone with its row and reason; the server answers on', async () => {
    for (const { line, reason } of bad(uniq('alone'))) {
      const task = await importLines([line]);
      expect(task, reason).toMatchObject({
        status: 'done',
        processedRows: 1,
        errorRows: 1,
        errors: [{ row: 1, reason }],
        failure: null,
      });
    }
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/discovery/status',
      headers: admin.headers,
    });
    expect(status.statusCode).toBe(200);
  });

  it('imports the good rows among them, completes with the refused count, and gives them back as a file', async () => {
    const tag = uniq('mixed');
    const lines: unknown[] = [{ type: 'game', igdbId: 880_001, name: `${tag} game` }, good(tag, 0)];
    const badRows: number[] = [];
    bad(tag).forEach((b, i) => {
      lines.push(good(tag, i + 1), b.line);
      badRows.push(lines.length);
    });
    const task = await importLines(lines);
    expect(task).toMatchObject({
      status: 'done',
      processedRows: lines.length,
      errorRows: 9,
      failure: null,
    });
    expect(task.errors.map((e) => [e.row, e.reason])).toEqual(
      bad(tag).map((b, i) => [badRows[i], b.reason]),
    );
    expect(await searchHandles(tag)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${tag}h${i}`).sort(),
    );

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/discovery/seed/${task.id}/refused`,
      headers: admin.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="refused-rows-${task.id}.ndjson"`,
    );
    const refused = file.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(refused.map((r) => [r.refusedRow, r.refusedReason])).toEqual(
      bad(tag).map((b, i) => [badRows[i], b.reason]),
    );
    expect(refused[0].displayName).toBe('A\u0000B');

    // Finished: a resume answers the task as it is and queues nothing.
    const resumed = await t.app.inject({
      method: 'POST',
      url: `/api/discovery/seed/${task.id}/resume`,
      headers: admin.headers,
    });
    expect(resumed.json<DiscoverySeedTask>()).toMatchObject({ status: 'done', errorRows: 9 });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/discovery/seed/999999999/refused',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});
