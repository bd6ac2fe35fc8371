import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { foregroundStarted, runInsideRequest } from '../db/foreground.ts';

/**
 * Counts each request from its arrival until its answer is sent or its client goes, so that
 * background work on PGlite steps aside for it (db/foreground.ts). A new connection counts
 * from its accept until its first request is read (a turn of the event loop or more later).
 */
export function registerForegroundCount(app: FastifyInstance): void {
  const connecting = new WeakMap<Socket, () => void>();
  app.server.on('connection', (socket: Socket) => {
    const end = foregroundStarted();
    connecting.set(socket, end);
    socket.once('close', end);
  });
  const ends = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onRequest', (request, reply, done) => {
    const end = foregroundStarted();
    ends.set(request, end);
    reply.raw.once('close', end);
    connecting.get(request.raw.socket)?.();
    // The rest of the request runs as its own work (background work it starts itself does not
    // wait for it).
    runInsideRequest(done);
  });
  const finish = async (request: FastifyRequest) => ends.get(request)?.();
  app.addHook('onResponse', finish);
  app.addHook('onRequestAbort', finish);
}
