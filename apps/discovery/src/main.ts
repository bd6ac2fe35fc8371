import { runDiscoveryProcess } from './run-discovery-process.ts';

// The discovery service's own process: DATABASE_URL (PostgreSQL), DISCOVERY_TOKEN, HOST,
// DISCOVERY_PORT. The main server's `--role=discovery` runs the same.
runDiscoveryProcess(process.env).catch((error: unknown) => {
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
