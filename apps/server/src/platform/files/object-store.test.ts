import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { storageBackends, storageEnv, storedKeys } from '../../../test/storage-backends.ts';
import { loadConfig } from '../config.ts';
import { objectStoreFor } from './object-store.ts';
import { createStorage, s3ClientFor } from './storage.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'object-store-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const configs = Object.fromEntries(
  await Promise.all(
    storageBackends.map(async (backend) => [
      backend,
      loadConfig({ DATA_DIR: join(dataDir, backend), ...(await storageEnv(backend)) }),
    ]),
  ),
);

const KEY = `${'0'.repeat(32)}.pdf`;

describe.each(storageBackends)('object store on %s storage', (backend) => {
  const config = configs[backend];
  if (!config) throw new Error(`no config for ${backend}`);
  const store = objectStoreFor(config);
  const storage = createStorage(config);

  it('lists what the app stored, with size and type, and reads it back', async () => {
    expect(storage.kind).toBe(backend);
    const pdf = Buffer.from('%PDF-1.4 listed');
    const { s3key } = await storage.put(pdf, 'application/pdf');
    const listed = [];
    for await (const object of store.list()) if (object.key === s3key) listed.push(object);
    expect(listed).toEqual([{ key: s3key, size: pdf.length, contentType: 'application/pdf' }]);
    expect(await text(await store.read(s3key))).toBe('%PDF-1.4 listed');

    await storage.delete(s3key);
    expect((await storedKeys(config)).has(s3key)).toBe(false);
  });

  it('writes a streamed body byte for byte under a given key, and removes it', async () => {
    // Streamed in several chunks of known total length, as a restore writes them.
    const chunks = ['%PDF-1.4\n', 'x'.repeat(70_000), '\n%%EOF\n'].map((s) => Buffer.from(s));
    const size = chunks.reduce((sum, c) => sum + c.length, 0);
    await store.write(KEY, Readable.from(chunks), { size, contentType: 'application/pdf' });
    expect((await buffer(await store.read(KEY))).equals(Buffer.concat(chunks))).toBe(true);
    const listed = [];
    for await (const object of store.list()) if (object.key === KEY) listed.push(object.size);
    expect(listed).toEqual([size]);

    await store.remove(KEY);
    expect((await storedKeys(config)).has(KEY)).toBe(false);
    // Removing what is not there is not an error: a repeated cleanup job or restore.
    await store.remove(KEY);
    await storage.delete(KEY);
  });

  it('refuses to read a missing object', async () => {
    const missing = `${'f'.repeat(32)}.png`;
    await expect(
      (async () => {
        for await (const _ of await store.read(missing));
      })(),
    ).rejects.toThrow();
  });

  it('lists and accepts only keys of the shape storage creates', async () => {
    const stray = 'notes/readme.txt';
    if (config.s3) {
      await s3ClientFor(config.s3).send(
        new PutObjectCommand({ Bucket: config.s3.bucket, Key: stray, Body: 'not ours' }),
      );
    } else {
      mkdirSync(join(config.dataDir, 'files'), { recursive: true });
      writeFileSync(join(config.dataDir, 'files', 'readme.txt'), 'not ours');
    }
    const keys = await storedKeys(config);
    expect([...keys].every((key) => /^[0-9a-f]{32}\.[a-z0-9]+$/.test(key))).toBe(true);
    await expect(store.read('../jwt-secret')).rejects.toThrow('Not an object key');
    await expect(
      store.write('../x.png', Readable.from([]), { size: 0, contentType: 'image/png' }),
    ).rejects.toThrow('Not an object key');
  });
});

describe('S3 credentials', () => {
  it('come from the configuration: an unknown access key is refused by the server', async () => {
    const env = await storageEnv('s3');
    const wrong = loadConfig({ DATA_DIR: dataDir, ...env, S3_ACCESS_KEY_ID: 'UNKNOWN' });
    await expect(
      createStorage(wrong).put(Buffer.from('%PDF-1.4'), 'application/pdf'),
    ).rejects.toThrow(/Access Key Id/);
  });
});
