import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, useTempDir } from '../test-database.ts';

// `npm run discovery:seed` as a publisher runs it on PostgreSQL (issue 28): refused rows are
// printed and written beside the file, the exit status is 1 only when nothing was imported,
// and a killed import resumes with --task with every good row exactly once.
const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const postgres = await createPostgresDatabase();
afterAll(() => postgres.drop());
const dir = useTempDir('discovery-seed-cli-');

type Run = { code: number | null; stdout: string; stderr: string };

function seed(args: string[], onStdout?: (text: string, kill: () => void) => void): Promise<Run> {
  // Node itself, not a wrapper: a SIGKILL must kill the importer, not leave it running as an
  // orphan beside the resumed run.
  const child = spawn(process.execPath, ['apps/discovery/src/ingest/seed/seed-cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: postgres.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += String(chunk);
    onStdout?.(stdout, () => child.kill('SIGKILL'));
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += String(chunk);
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

function write(name: string, lines: readonly unknown[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.map((l) => JSON.stringify(l)).join('\n'));
  return path;
}

const creator = (id: string, extra: Record<string, unknown> = {}) => ({
  type: 'creator',
  platform: 'twitch',
  platformId: id,
  displayName: `Creator ${id}`,
  ...extra,
});

describe('discovery:seed', () => {
  it('imports the good rows, prints and writes the refused ones, exits 0', async () => {
    const path = write('mixed.ndjson', [
      { type: 'game', igdbId: 1, name: 'Game' },
      creator('cli-1'),
      creator('cli-nul', { displayName: 'A\u0000B' }),
      creator('cli-2', { avgViewers: 3e9 }),
      creator('cli-3', { videos: 5e9 }),
      { type: 'game', igdbId: 3e9, name: 'Big' },
      { type: 'game', igdbId: 2, name: 'Feb', firstReleaseDate: '2023-02-30' },
      creator('cli-4', { lastActiveAt: '2024-02-30T12:00:00Z' }),
      creator('cli-5', { lastActiveAt: '04/03/2025' }),
      {
        type: 'played',
        platform: 'twitch',
        platformId: 'cli-1',
        igdbId: 1,
        lastPlayedAt: '2099-06-01',
      },
      {
        type: 'played',
        platform: 'twitch',
        platformId: 'cli-1',
        igdbId: 1,
        lastPlayedAt: '2025-03-04',
        sessions: 3e9,
      },
      creator('cli-6'),
    ]);
    const run = await seed([path]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('completed: 3 rows imported, 9 refused');
    expect(run.stderr.split('\n').filter((l) => l.startsWith('row '))).toEqual([
      'row 3: displayName: must not contain the NUL character (\\u0000)',
      'row 4: avgViewers: must be at most 2147483647',
      'row 5: videos: must be at most 2147483647',
      'row 6: igdbId: must be at most 2147483647',
      'row 7: firstReleaseDate: is not a calendar date (2023-02-30)',
      'row 8: lastActiveAt: is not a calendar date (2024-02-30)',
      'row 9: lastActiveAt: must be an ISO 8601 date (2025-03-04) or date-time (2025-03-04T18:30:00Z)',
      'row 10: lastPlayedAt: is in the future',
      'row 11: sessions: must be at most 2147483647',
    ]);
    expect(run.stderr).not.toContain('Failed query');
    const refused = readFileSync(`${path}.refused.ndjson`, 'utf8').trim().split('\n');
    expect(refused.map((l) => JSON.parse(l).refusedRow)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const stored = await query<{ platform_id: string }>(
      `select platform_id from discovery.creators where platform_id like 'cli-%' order by 1`,
    );
    expect(stored.map((c) => c.platform_id)).toEqual(['cli-1', 'cli-6']);
  });

  it('exits 1 when nothing could be imported', async () => {
    const path = write('all-bad.ndjson', [creator('bad-1', { avgViewers: 3e9 })]);
    const run = await seed([path]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('row 1: avgViewers: must be at most 2147483647');
    expect(existsSync(`${path}.refused.ndjson`)).toBe(true);
  });

  it('resumes a killed import with --task: every good row exactly once', async () => {
    const lines = [];
    for (let i = 1; i <= 6000; i++) {
      lines.push(i % 1000 === 0 ? creator(`kill-${i}`, { videos: 5e9 }) : creator(`kill-${i}`));
    }
    const path = write('kill.ndjson', lines);
    const killed = await seed([path], (out, kill) => {
      if (/rows read/.test(out)) kill();
    });
    expect(killed.code).toBe(null);
    const [task] = await query<{ id: string; status: string; processed_rows: number }>(
      `select id, status, processed_rows from discovery.import_tasks where file_key = $1`,
      [path],
    );
    expect(task?.status).toBe('running');
    expect(task?.processed_rows).toBeGreaterThan(0);
    expect(task?.processed_rows).toBeLessThan(6000);

    const resumed = await seed([`--task=${task?.id}`]);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain('completed: 5994 rows imported, 6 refused');
    const [counts] = await query<{ creators: number; distinct_ids: number }>(
      `select count(*)::int as creators, count(distinct platform_id)::int as distinct_ids
        from discovery.creators where platform_id like 'kill-%'`,
    );
    expect(counts).toEqual({ creators: 5994, distinct_ids: 5994 });
    const refused = await query<{ row: number }>(
      `select "row" from discovery.import_refused_rows where task_id = $1 order by 1`,
      [task?.id],
    );
    expect(refused.map((r) => r.row)).toEqual([1000, 2000, 3000, 4000, 5000, 6000]);
  }, 180_000);
});
