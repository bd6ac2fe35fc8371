import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { hostileAnswers, startScriptedProvider } from '../../test/scripted-provider.ts';
import { startServerProcess } from '../../test/server-process.ts';

// The start checks the configured integrations in the background: the server is up first,
// then one warning line per failing one (here YouTube, which never answers).

const youtube = await startScriptedProvider();
youtube.script(hostileAnswers.hang);
const dataDir = mkdtempSync(join(tmpdir(), 'integration-warnings-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the start warning', () => {
  it('is one line per failing integration, after the server is up', async () => {
    const server = startServerProcess('main.ts', {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      LOG_LEVEL: 'info',
      ARGON2_MEMORY_KIB: '256',
      WEB_DIST: join(dataDir, 'no-web-dist'),
      YOUTUBE_API_KEY: 'a-key',
      YOUTUBE_API_BASE_URL: `${youtube.baseUrl}/youtube/v3`,
    });
    await server.waitFor(/CreatorHub is running/, 120_000);
    const running = server.output().indexOf('CreatorHub is running');
    await server.waitFor(/integration failing: /, 60_000);
    const output = server.output();
    const warnings = output.split('\n').filter((line) => line.includes('integration failing: '));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('FAIL YouTube Data API v3: YouTube did not answer within 10 s');
    // The hanging provider did not hold the start back.
    expect(output.indexOf('integration failing: ')).toBeGreaterThan(running);
    server.child.kill('SIGTERM');
    await server.exited;
  }, 200_000);
});
