import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export type WebDrain = {
  /**
   * The stop begins: from now on every answer says `Connection: close`, connections with no
   * request under way close at once and busy ones as soon as their answer is out. The
   * listener stays open (probes still see `/readyz` say stopping).
   */
  begin(): void;
  /**
   * Closes the listener and resolves once every connection is gone; connections still busy
   * after `ms` are cut, so a slow upload or a hung client cannot hold the stop past its
   * deadline. Begins the drain if `begin` was not called.
   */
  close(ms: number): Promise<void>;
};

/**
 * How long a new connection may stay silent once the stop has begun: a client sends its
 * request within moments of connecting, a speculative connection does not.
 */
export const SILENT_CONNECTION_MS = 250;

/**
 * Follows the connections of `app`'s server, so that a stop can let them go without waiting
 * for a client: call before `listen`. Node's `server.close()` closes keep-alive connections
 * between requests but not a connection that has not sent its first request yet (a
 * browser's speculative connection, a client's pre-opened socket: nodejs/node#63452), which
 * then holds `close()` until its headers timeout; those are closed here too.
 */
export function drainable(app: FastifyInstance): WebDrain {
  const server = app.server;
  // Each open connection, with when it was accepted.
  const sockets = new Map<Socket, number>();
  // Answers under way per connection (more than one only with pipelining).
  const busy = new Map<Socket, Set<ServerResponse>>();
  let draining = false;

  // Not a byte read and no request: nothing of the client's is lost by closing it, once it
  // has been silent long enough not to be a request on its way.
  const closeIfSilent = (socket: Socket) => {
    const openedAt = sockets.get(socket);
    if (openedAt === undefined || busy.has(socket) || socket.bytesRead > 0) return;
    const wait = openedAt + SILENT_CONNECTION_MS - Date.now();
    if (wait <= 0) socket.destroy();
    else setTimeout(() => closeIfSilent(socket), wait).unref();
  };
  const closeIdle = () => {
    server.closeIdleConnections();
    for (const socket of sockets.keys()) closeIfSilent(socket);
  };

  server.on('connection', (socket: Socket) => {
    sockets.set(socket, Date.now());
    socket.once('close', () => sockets.delete(socket));
    if (draining) closeIfSilent(socket);
  });
  // Before Fastify's own listener, so the header is set before any hook can answer.
  server.prependListener('request', (request, response) => {
    const socket = request.socket;
    const answers = busy.get(socket) ?? new Set<ServerResponse>();
    answers.add(response);
    busy.set(socket, answers);
    if (draining) response.setHeader('connection', 'close');
    response.once('close', () => {
      answers.delete(response);
      if (answers.size === 0 && busy.get(socket) === answers) busy.delete(socket);
      // An answer whose headers left before the stop kept the connection alive: close it
      // now that it is idle (after Node has finished with the response).
      if (draining) setImmediate(closeIdle);
    });
  });

  const begin = () => {
    if (draining) return;
    draining = true;
    // Answers under way whose headers are not out yet close their connection after them.
    for (const answers of busy.values()) {
      for (const response of answers) {
        if (!response.headersSent) response.setHeader('connection', 'close');
      }
    }
    closeIdle();
  };

  return {
    begin,
    async close(ms) {
      begin();
      const cut = setTimeout(() => server.closeAllConnections(), ms);
      try {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // Connections that arrived during the drain and went idle or sent nothing.
        closeIdle();
        await closed;
        // Fastify's own close: onClose hooks (its server.close finds the listener closed).
        await app.close();
      } finally {
        clearTimeout(cut);
      }
    },
  };
}
