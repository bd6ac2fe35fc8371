import {
  type DiscoverySeedTask,
  type TeamDiscoveryCreatorListResponse,
  UserRole,
} from '@app/contract';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories.ts';
import { uniq } from '../../../test/influencer-factories.ts';
import { multipartFile, postMultipart } from '../../../test/multipart.ts';
import { createTestApp } from '../../../test/test-app.ts';

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
