import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll } from 'vitest';
import { loadConfig } from '../src/platform/config.ts';
import { s3ClientFor } from '../src/platform/files/storage.ts';

// s3rver's one key pair: it refuses any other access key id (it does not check SigV4
// signatures themselves).
const ACCESS_KEY = 'S3RVER';
// Not the default region, as a real bucket's often is: s3rver takes any signing scope.
const REGION = 'eu-west-3';

export type S3StandIn = {
  endpoint: string;
  /** S3_* settings of a new, empty bucket of its own. */
  newBucket(): Promise<Record<string, string>>;
};

let running: Promise<S3StandIn> | null = null;

/**
 * An S3-compatible server (s3rver) on 127.0.0.1 and a random port, its objects in a temp
 * directory; one per test file, stopped after the file's tests. Buckets are made per caller,
 * so apps and installations never see each other's objects.
 */
export function s3StandIn(): Promise<S3StandIn> {
  running ??= start();
  return running;
}

async function start(): Promise<S3StandIn> {
  const directory = mkdtempSync(join(tmpdir(), 's3-stand-in-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  afterAll(async () => {
    running = null;
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    async newBucket() {
      const env = {
        S3_BUCKET: `bucket-${randomUUID()}`,
        S3_ENDPOINT: endpoint,
        S3_REGION: REGION,
        S3_ACCESS_KEY_ID: ACCESS_KEY,
        S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      };
      const s3 = loadConfig({ ...env, DATA_DIR: directory }).s3;
      if (!s3) throw new Error('S3 settings were not read');
      await s3ClientFor(s3).send(new CreateBucketCommand({ Bucket: s3.bucket }));
      return env;
    },
  };
}
