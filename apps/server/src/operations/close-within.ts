import type { FastifyInstance } from 'fastify';

/**
 * Closes the web side: no new connections, in-flight requests finish (Fastify answers 503 to
 * new requests on kept-alive connections meanwhile). Connections still busy after `ms` are
 * cut, so a slow upload or a hung client cannot hold the shutdown past its deadline.
 */
export async function closeWithin(app: FastifyInstance, ms: number): Promise<void> {
  const timer = setTimeout(() => app.server.closeAllConnections(), ms);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
}
