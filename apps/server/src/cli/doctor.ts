import { registerAreaListeners } from '../areas.ts';
import { ConfigError, checkIntegrations, checkLine, loadConfig } from '../platform/index.ts';

// npm run doctor: the Integrations screen's checks from the command line, reading the
// server's environment (the same variables `npm start` reads). One line per integration;
// exits 1 when a configured one fails. Opens no database: safe beside a running server.
// Sender accounts are checked on Settings > Integrations (their settings are in the database).
async function main(): Promise<number> {
  const config = loadConfig(process.env, { cwd: process.env.INIT_CWD ?? process.cwd() });
  registerAreaListeners();
  const checks = await checkIntegrations(config);
  for (const check of checks) process.stdout.write(`${checkLine(check)}\n`);
  return checks.some((c) => c.ok === false) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : error instanceof Error ? error.stack : error}\n`,
    );
    process.exit(2);
  },
);
