import type { Config } from '../src/platform/config.ts';
import { objectStoreFor } from '../src/platform/files/object-store.ts';
import { s3StandIn } from './s3-stand-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type StorageBackend = 'local' | 's3';

/** Every storage the server can keep files in; storage tests run on each. */
export const storageBackends: readonly StorageBackend[] = ['local', 's3'];

/** The settings that put an app's files on `backend` (S3: a new bucket on the stand-in). */
export async function storageEnv(backend: StorageBackend): Promise<Record<string, string>> {
  return backend === 's3' ? (await s3StandIn()).newBucket() : {};
}

/** One test app per backend, each with `env` and its files there. */
export function appsOnEveryStorage(
  env: Record<string, string> = {},
): Promise<{ backend: StorageBackend; t: TestApp }[]> {
  return Promise.all(
    storageBackends.map(async (backend) => ({
      backend,
      t: await createTestApp({ env: { ...env, ...(await storageEnv(backend)) } }),
    })),
  );
}

/** The keys of every object in the storage `config` names, through its object store. */
export async function storedKeys(config: Pick<Config, 'dataDir' | 's3'>): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const object of objectStoreFor(config).list()) keys.add(object.key);
  return keys;
}

export type Download = { status: number; contentType: string | undefined; body: Buffer };

/**
 * A file's public URL fetched as a browser would: the app's own /files route for local
 * storage, the bucket itself (path-style, anonymous) for S3.
 */
export async function download(t: TestApp, url: string): Promise<Download> {
  if (url.startsWith('/')) {
    const response = await t.app.inject({ method: 'GET', url });
    const type = response.headers['content-type'];
    return {
      status: response.statusCode,
      contentType: type?.toString(),
      body: response.rawPayload,
    };
  }
  const response = await fetch(url);
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? undefined,
    body: Buffer.from(await response.arrayBuffer()),
  };
}
