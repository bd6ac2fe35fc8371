import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** CREATE DATABASE app_test_<random> on the server of TEST_DATABASE_URL; answers its URL. */
export async function createPostgresDatabase(baseUrl: string): Promise<string> {
  const name = `app_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(baseUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^app_test_[0-9a-f]+$/.test(name)) throw new Error(`refusing to drop ${name}`);
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
