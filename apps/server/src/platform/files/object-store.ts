import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import { contentTypeOfKey } from './image-type.ts';
import { OBJECT_KEY, s3ClientFor } from './storage.ts';

export type StoredObjectInfo = { key: string; size: number; contentType: string };

/**
 * Every stored object, read and written by key: what backup and restore need and the app
 * does not (it only ever puts new objects under fresh keys). Only keys of the shape storage
 * creates are listed or accepted; anything else in the directory or bucket is not ours.
 */
export type ObjectStore = {
  list(): AsyncIterable<StoredObjectInfo>;
  read(key: string): Promise<Readable>;
  write(key: string, body: Readable, object: { size: number; contentType: string }): Promise<void>;
  remove(key: string): Promise<void>;
};

export function objectStoreFor(config: Pick<Config, 'dataDir' | 's3'>): ObjectStore {
  return config.s3 ? s3ObjectStore(config.s3) : localObjectStore(join(config.dataDir, 'files'));
}

function checkedKey(key: string): string {
  if (!OBJECT_KEY.test(key)) throw new Error(`Not an object key: ${key}`);
  return key;
}

export function localObjectStore(root: string): ObjectStore {
  return {
    async *list() {
      const names = await readdir(root).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const key of names.sort()) {
        if (!OBJECT_KEY.test(key)) continue;
        const info = await stat(join(root, key));
        if (info.isFile()) yield { key, size: info.size, contentType: contentTypeOfKey(key) };
      }
    },
    async read(key) {
      return createReadStream(join(root, checkedKey(key)));
    },
    async write(key, body) {
      await mkdir(root, { recursive: true });
      // Written aside and renamed: a reader never sees half an object.
      const partial = join(root, `.${checkedKey(key)}.partial`);
      await pipeline(body, createWriteStream(partial, { mode: 0o644 }));
      await rename(partial, join(root, key));
    },
    async remove(key) {
      await rm(join(root, checkedKey(key)), { force: true });
    },
  };
}

export function s3ObjectStore(s3: NonNullable<Config['s3']>): ObjectStore {
  const client = s3ClientFor(s3);
  return {
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key || !OBJECT_KEY.test(object.Key)) continue;
          yield {
            key: object.Key,
            size: object.Size ?? 0,
            contentType: contentTypeOfKey(object.Key),
          };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async read(key) {
      const object = await client.send(
        new GetObjectCommand({ Bucket: s3.bucket, Key: checkedKey(key) }),
      );
      if (!(object.Body instanceof Readable)) throw new Error(`S3 gave no body for ${key}`);
      return object.Body;
    },
    async write(key, body, object) {
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: checkedKey(key),
          Body: body,
          ContentLength: object.size,
          ContentType: object.contentType,
        }),
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: checkedKey(key) }));
    },
  };
}
