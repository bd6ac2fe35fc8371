import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakePlatforms } from '../../test/fake-platforms.ts';
import { startGmailStandIn } from '../../test/gmail-stand-in.ts';
import { startScriptedProvider } from '../../test/scripted-provider.ts';
import { startServerProcess } from '../../test/server-process.ts';

// `npm run doctor` (this file's command) against the stand-ins: one line per integration,
// exit 0 when every configured one works, 1 when one fails; it opens no database.

const fake = await startFakePlatforms();
const gmail = await startGmailStandIn();
const igdb = await startScriptedProvider();
igdb.script({ status: 200, body: [{ id: 1942 }] });
const dataDir = mkdtempSync(join(tmpdir(), 'doctor-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function doctor(env: Record<string, string>) {
  const run = startServerProcess('cli/doctor.ts', {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...env,
    // After env: the stand-ins' env points IGDB at a closed port for the other tests.
    IGDB_API_URL: igdb.baseUrl,
  });
  const { code } = await run.exited;
  return { code, lines: run.output().trim().split('\n') };
}

describe('npm run doctor', () => {
  it('every configured integration working: one line each, exit 0', async () => {
    const { code, lines } = await doctor({ ...fake.env, ...gmail.env });
    expect(lines).toEqual([
      'ok   YouTube Data API v3: working',
      'ok   Twitch Helix: working',
      'ok   Google sign-in (Gmail): working',
      'ok   IGDB v4: working',
    ]);
    expect(code).toBe(0);
  }, 60_000);

  it('a configured one failing: its line says why and what to do, exit 1', async () => {
    const { code, lines } = await doctor({ ...fake.env, TWITCH_CLIENT_SECRET: 'wrong' });
    expect(lines[0]).toBe('ok   YouTube Data API v3: working');
    expect(lines[1]).toMatch(
      /^FAIL Twitch Helix: Twitch refused the client credentials \(403\): invalid client secret\. Set TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET/,
    );
    expect(lines[2]).toBe(
      '-    Google sign-in (Gmail): not configured (set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET)',
    );
    expect(lines[3]).toMatch(/^FAIL IGDB v4: Twitch refused the application's credentials/);
    expect(code).toBe(1);
  }, 60_000);
});
