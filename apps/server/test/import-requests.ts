import type { InfluencerListResponse, Task } from '@app/contract';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { tasks } from '../src/platform/db/schema/index.ts';
import { multipartFile } from './multipart.ts';
import type { TestApp } from './test-app.ts';

/** The requests influencer-import tests share: upload a file, read its task back, list by tag. */
export function importRequests(t: TestApp, headers: Record<string, string>) {
  const upload = (bytes: Buffer, filename = 'creators.xlsx') => {
    const multipart = multipartFile(bytes, { filename });
    return t.app.inject({
      method: 'POST',
      url: '/api/influencer/import',
      headers: { ...headers, ...multipart.headers },
      payload: multipart.payload,
    });
  };

  const taskCount = async () => (await t.database.db.select({ n: count() }).from(tasks))[0]?.n ?? 0;

  /** A refused file answers `status` with `message` and leaves no task behind. */
  async function expectRefused(
    bytes: Buffer,
    message: string,
    { filename, status = 400 }: { filename?: string; status?: number } = {},
  ) {
    const before = await taskCount();
    const response = await upload(bytes, filename);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ message });
    expect(await taskCount()).toBe(before);
  }

  async function taskById(id: number): Promise<Task> {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/task/influencer-import?limit=100',
      headers,
    });
    const found = list.json<{ items: Task[] }>().items.find((x) => x.id === id);
    if (!found) throw new Error(`task ${id} not listed`);
    return found;
  }

  /** Uploads a file that must be accepted and returns its task as listed afterwards. */
  async function imported(bytes: Buffer, filename?: string): Promise<Task> {
    const response = await upload(bytes, filename);
    expect(response.statusCode, response.body).toBe(200);
    return taskById(response.json<Task>().id);
  }

  const byTag = async (tag: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/influencer/list',
        headers,
        payload: {
          filters: { tags: [tag] },
          sort: { field: 'mediaName', order: 'asc' },
          pageSize: 100,
        },
      })
    ).json<InfluencerListResponse>();

  return { upload, taskCount, expectRefused, taskById, imported, byTag };
}
