import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const moduleUrl = resolve(import.meta.dirname, 'shutdown-on-signals.ts');

describe('shutdownOnSignals', () => {
  it('exits 1 when the stop is not done by the timeout, never later', async () => {
    // A process whose stop never finishes, with a 1 s timeout.
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { shutdownOnSignals } from ${JSON.stringify(moduleUrl)};
         shutdownOnSignals(() => new Promise(() => {}), { timeoutMs: 1000 });
         console.log('ready');
         setInterval(() => {}, 1000);`,
      ],
      { cwd: resolve(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    await new Promise<void>((ready) => {
      child.stdout.on('data', () => {
        if (output.includes('ready')) ready();
      });
    });
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(1);
    const took = Date.now() - signalledAt;
    expect(took).toBeGreaterThanOrEqual(900);
    // The timeout, not the timeout and some more (a process manager's grace period is set
    // from it).
    expect(took, output).toBeLessThan(3_000);
    expect(output).toContain('shutdown did not finish in time');
  }, 60_000);
});
