import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { CAMPAIGN_FILE_MAX_BYTES, messages } from '@app/contract';
import fastifyMultipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestCampaign } from '../../../test/campaign-factories.ts';
import { asAdmin } from '../../../test/factories.ts';
import { PNG_1PX } from '../../../test/multipart.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { rows } from '../db/rows.ts';
import { registerErrorHandler } from '../errors/error-handler.ts';
import { streamUploadedFile } from './read-upload.ts';

// Upload limits over a real socket: a streamed (chunked, no Content-Length, no
// `Expect: 100-continue`) multipart body over the limit is always 413 and stores nothing,
// whatever the chunk sizes (a file cut exactly at a chunk boundary was once accepted).

const IMAGE_MAX = 256 * 1024;
const t = await createTestApp({ env: { IMAGE_MAX_BYTES: String(IMAGE_MAX) } });

let base = '';
let headers: Record<string, string> = {};
let campaignId = 0;

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  headers = (await asAdmin(t)).headers;
  campaignId = (await createTestCampaign(t)).id;
});

type Answer = { status: number; body: string };

/**
 * POSTs one `file` part (a PNG of `size` bytes) as a chunked stream: the part's head, then
 * the file in `chunk`-byte writes, each awaited, then the closing boundary.
 */
function streamUpload(
  path: string,
  size: number,
  chunk: number,
  to: { base: string; headers: Record<string, string> } = { base, headers },
): Promise<Answer> {
  const boundary = `----stream${size}x${chunk}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const file = Buffer.alloc(size);
  PNG_1PX.copy(file);
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${to.base}${path}`, {
      method: 'POST',
      headers: { ...to.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    req.on('response', (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString() }),
      );
    });
    req.on('error', reject);
    const write = (bytes: Buffer) =>
      new Promise<void>((done, failed) =>
        req.write(bytes, (error) => (error ? failed(error) : done())),
      );
    (async () => {
      await write(head);
      for (let at = 0; at < size; at += chunk) await write(file.subarray(at, at + chunk));
      req.end(`\r\n--${boundary}--\r\n`);
    })().catch(reject);
  });
}

const storedFiles = async () => {
  const [row] = await rows<{ count: number }>(
    t.database.db,
    sql`select count(*)::int as count from files`,
  );
  let onDisk: string[] = [];
  try {
    onDisk = readdirSync(join(t.config.dataDir, 'files'));
  } catch {
    // No object stored yet: the folder is made by the first upload.
  }
  return { rows: row?.count ?? 0, onDisk: onDisk.length };
};

const routes = () => [
  { path: '/api/campaign/upload-image', max: IMAGE_MAX, message: messages.imageTooLarge },
  { path: '/api/user/avatar', max: IMAGE_MAX, message: messages.imageTooLarge },
  {
    path: `/api/campaign/${campaignId}/email-template/upload-image`,
    max: IMAGE_MAX,
    message: messages.imageTooLarge,
  },
  { path: '/api/campaign/upload-file', max: CAMPAIGN_FILE_MAX_BYTES, message: undefined },
];

// Chunk sizes that divide the limit (the file reaches it exactly at a chunk's end), one
// byte off either way, and the whole limit in one write.
const chunkSizes = (max: number) => [64 * 1024, 64 * 1024 - 1, 64 * 1024 + 1, 16 * 1024, max];

describe('streamed uploads over the limit', () => {
  it('are 413 on every upload route, every time, and store nothing', async () => {
    const before = await storedFiles();
    for (const route of routes()) {
      for (const chunk of chunkSizes(route.max)) {
        const answer = await streamUpload(route.path, route.max + 1024 * 1024, chunk);
        expect({ path: route.path, chunk, status: answer.status }).toEqual({
          path: route.path,
          chunk,
          status: 413,
        });
        const body = JSON.parse(answer.body);
        expect(body.code).toBe('PAYLOAD_TOO_LARGE');
        // Every 413 names the `file` field.
        expect(body.fields?.file).toBe(body.message);
        if (route.message) expect(body.message).toBe(route.message);
      }
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('takes a file of exactly the limit', async () => {
    const answer = await streamUpload('/api/campaign/upload-image', IMAGE_MAX, 64 * 1024);
    expect(answer.status).toBe(200);
  });
});

describe('streamUploadedFile', () => {
  it('fails the stream at the cut, so a consumer never finishes a cut file', async () => {
    const max = 64 * 1024;
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    await app.register(fastifyMultipart);
    const finished: number[] = [];
    app.post('/stream', (request) =>
      streamUploadedFile(
        request,
        { maxBytes: max, tooLargeMessage: 'Too large', fields: z.object({}) },
        async ({ file }) => {
          let read = 0;
          for await (const chunk of file) read += (chunk as Buffer).length;
          finished.push(read);
          return { read };
        },
      ),
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const to = {
        base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
        headers: {},
      };
      for (const chunk of chunkSizes(max)) {
        const answer = await streamUpload('/stream', max + 4096, chunk, to);
        expect({ chunk, status: answer.status }).toEqual({ chunk, status: 413 });
        expect(JSON.parse(answer.body).fields).toEqual({ file: 'Too large' });
      }
      expect(finished).toEqual([]);
      expect(await streamUpload('/stream', max, 4096, to)).toEqual({
        status: 200,
        body: JSON.stringify({ read: max }),
      });
    } finally {
      await app.close();
    }
  });
});
