import { startServer } from './server.ts';

// One server for the whole run; tests that need special settings start their own.
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => server.stop();
}
