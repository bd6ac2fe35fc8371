import { DiscoveryConfigError, loadDiscoveryConfig } from './config.ts';
import { startDiscoveryServer } from './start-discovery-server.ts';

/**
 * Runs the service until SIGTERM/SIGINT: apps/discovery's main.ts, and the main server's
 * entry with `--role=discovery`. A bad setting prints its name and exits 1.
 */
export async function runDiscoveryProcess(env: Record<string, string | undefined>): Promise<void> {
  let config: ReturnType<typeof loadDiscoveryConfig>;
  try {
    config = loadDiscoveryConfig(env);
  } catch (error) {
    if (error instanceof DiscoveryConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const server = await startDiscoveryServer(config);
  process.stdout.write(`Discovery service is running at ${server.url}\n`);
  const stop = () => {
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** Whether a command line or ROLE asks for the discovery service (`--role=discovery`). */
export function wantsDiscoveryRole(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): boolean {
  const flagIndex = argv.findIndex((a) => a === '--role' || a.startsWith('--role='));
  const flag = flagIndex < 0 ? undefined : argv[flagIndex];
  const role =
    flag === undefined ? env.ROLE : flag === '--role' ? argv[flagIndex + 1] : flag.slice(7);
  return role?.trim() === 'discovery';
}
