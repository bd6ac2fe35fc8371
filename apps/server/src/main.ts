import { runDiscoveryProcess, wantsDiscoveryRole } from '@app/discovery';
import { DataDirBusyError } from './operations/data-dir-lock.ts';
import { StartError } from './operations/listen-error.ts';
import { shutdownOnSignals } from './operations/shutdown-on-signals.ts';
import { ConfigError, loadConfig } from './platform/index.ts';
import { startServer } from './server.ts';

/**
 * Relative paths (DATA_DIR, WEB_DIST) are resolved from where the command was typed: npm
 * runs workspace scripts inside apps/server but keeps the caller's directory in INIT_CWD.
 */
function invocationDir(): string {
  return process.env.INIT_CWD ?? process.cwd();
}

async function main(): Promise<void> {
  // `--role=discovery` (or ROLE=discovery) runs the discovery service alone, with its own
  // settings (DATABASE_URL, DISCOVERY_TOKEN, HOST, DISCOVERY_PORT); it shares nothing else.
  if (wantsDiscoveryRole(process.argv.slice(2), process.env)) {
    await runDiscoveryProcess(process.env);
    return;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, { argv: process.argv.slice(2), cwd: invocationDir() });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const server = await startServer(config);
  process.stdout.write(
    server.url
      ? `CreatorHub is running at ${server.url} (roles: ${config.roles.join(', ')})\n`
      : `CreatorHub worker running (roles: ${config.roles.join(', ')})\n`,
  );

  shutdownOnSignals(server.stop, { timeoutMs: config.shutdownTimeoutMs });
  // Under the supervisor (supervisor/supervise.ts): from here on a crash is worth a restart.
  process.send?.({ type: 'ready' });
}

main().catch((error: unknown) => {
  // A reason the operator can act on (a taken port, a data dir in use) is one line; anything
  // else keeps its stack.
  if (error instanceof StartError || error instanceof DataDirBusyError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
