import { ConfigError, loadConfig } from './config.ts';
import { startServer } from './server.ts';

/**
 * Relative paths (DATA_DIR, WEB_DIST) are resolved from where the command was typed: npm
 * runs workspace scripts inside apps/server but keeps the caller's directory in INIT_CWD.
 */
function invocationDir(): string {
  return process.env.INIT_CWD ?? process.cwd();
}

async function main(): Promise<void> {
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

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal}: shutting down\n`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
