import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FILES_PUBLIC_PREFIX } from '@app/contract';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import { extensionOf } from './image-type.ts';

export type StoredObject = { s3key: string; url: string };

export type Storage = {
  kind: 'local' | 's3';
  put(body: Buffer, contentType: string): Promise<StoredObject>;
  url(key: string): string;
  delete(key: string): Promise<void>;
  /** Local disk only: a stream of the object, or null when there is none. */
  open?(key: string): Promise<Readable | null>;
};

/** 128 random bits, hex, plus the extension of its content type. Unguessable, so public. */
export function newObjectKey(contentType: string): string {
  return `${randomBytes(16).toString('hex')}.${extensionOf(contentType)}`;
}

/** The only key shape we ever create; anything else (../, slashes) is not a key. */
export const OBJECT_KEY = /^[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  return config.s3 ? s3Storage(config.s3) : localStorage(join(config.dataDir, 'files'));
}

export function localStorage(root: string): Storage {
  const pathOf = (key: string) => {
    if (!OBJECT_KEY.test(key)) throw new Error(`Not an object key: ${key}`);
    return join(root, key);
  };
  const url = (key: string) => `${FILES_PUBLIC_PREFIX}/${key}`;
  return {
    kind: 'local',
    async put(body, contentType) {
      const key = newObjectKey(contentType);
      await mkdir(root, { recursive: true });
      await writeFile(pathOf(key), body, { flag: 'wx' });
      return { s3key: key, url: url(key) };
    },
    url,
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async open(key) {
      if (!OBJECT_KEY.test(key)) return null;
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      return info?.isFile() ? createReadStream(path) : null;
    },
  };
}

/** The S3 client of the configured bucket (also used by the backup's object store). */
export function s3ClientFor(s3: NonNullable<Config['s3']>): S3Client {
  return new S3Client({
    region: s3.region,
    ...(s3.endpoint
      ? {
          endpoint: s3.endpoint,
          forcePathStyle: true,
          // The SDK's default sends a streamed body as aws-chunked with a trailing CRC32,
          // which not every S3-compatible server decodes: s3rver stored the chunk framing as
          // the object's bytes. Checksums only where the operation requires one (AWS's own
          // advice for third-party endpoints); AWS itself keeps the default.
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
    ...(s3.accessKeyId && s3.secretAccessKey
      ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
      : {}),
  });
}

export function s3Storage(s3: NonNullable<Config['s3']>): Storage {
  const client = s3ClientFor(s3);
  const base =
    s3.publicUrl?.replace(/\/$/, '') ??
    (s3.endpoint
      ? `${s3.endpoint.replace(/\/$/, '')}/${s3.bucket}`
      : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`);
  const url = (key: string) => `${base}/${key}`;
  return {
    kind: 's3',
    async put(body, contentType) {
      const key = newObjectKey(contentType);
      await client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body, ContentType: contentType }),
      );
      return { s3key: key, url: url(key) };
    },
    url,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },
  };
}
