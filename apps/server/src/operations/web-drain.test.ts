import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerStartupGate } from './startup-gate.ts';
import { completedStartup, type StartupState } from './startup-state.ts';
import { drainable, SILENT_CONNECTION_MS, type WebDrain } from './web-drain.ts';

type Answer = { status: number; connection: string | undefined; body: string };

/** GET on a new connection. */
const get = (port: number, path: string) =>
  new Promise<Answer>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body,
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });

/** GET on a connection the caller holds (and keeps alive), as a browser would. */
const getOn = (socket: Socket, path: string) =>
  new Promise<Answer>((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = received.slice(0, end);
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
      const body = received.slice(end + 4);
      if (body.length < length) return;
      socket.off('data', onData);
      resolve({
        status: Number(head.split(' ')[1]),
        connection: /\r\nconnection: ([^\r]+)/i.exec(head)?.[1]?.toLowerCase(),
        body,
      });
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error(`closed after: ${received}`)));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  });

const connected = async (port: number) => {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
};

const closedWithin = (socket: Socket, ms: number) =>
  new Promise<boolean>((resolve) => {
    if (socket.destroyed) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

let open: { app: FastifyInstance; sockets: Socket[] } | null = null;
afterEach(async () => {
  for (const socket of open?.sockets ?? []) socket.destroy();
  await open?.app.close();
  open = null;
});

/** An app with the startup gate, a probe, a slow route and one that never answers. */
async function listening(): Promise<{
  port: number;
  drain: WebDrain;
  startup: StartupState;
  sockets: Socket[];
}> {
  const startup = completedStartup(['web']);
  const app = Fastify();
  registerStartupGate(app, startup);
  app.get('/readyz', async () => ({ stopping: startup.stopping === true }));
  app.get('/api/slow', async () => {
    await new Promise((r) => setTimeout(r, 300));
    return { done: true };
  });
  app.get('/api/hang', () => new Promise(() => {}));
  const drain = drainable(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const sockets: Socket[] = [];
  open = { app, sockets };
  return { port, drain, startup, sockets };
}

describe('draining the web side on stop', () => {
  it('closes idle connections at once, and a busy one right after its answer', async () => {
    const { port, drain, sockets } = await listening();
    // Opened ahead of need, nothing sent (Node's own close leaves these open).
    const preconnected = await connected(port);
    // Kept alive after an answer.
    const keptAlive = await connected(port);
    expect((await getOn(keptAlive, '/readyz')).status).toBe(200);
    // An answer under way.
    const busy = await connected(port);
    sockets.push(preconnected, keptAlive, busy);
    const slow = getOn(busy, '/api/slow');
    await new Promise((r) => setTimeout(r, 50));

    drain.begin();
    expect(await closedWithin(keptAlive, 200)).toBe(true);
    expect(await closedWithin(preconnected, SILENT_CONNECTION_MS + 200)).toBe(true);
    expect(busy.destroyed).toBe(false);
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, connection: 'close' });
    expect(await closedWithin(busy, 200)).toBe(true);

    const started = Date.now();
    await drain.close(5_000);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('while stopping: the probe answers, other requests get 503, each on a closing connection', async () => {
    const { port, drain, startup } = await listening();
    startup.stopping = true;
    drain.begin();
    expect(await get(port, '/readyz')).toEqual({
      status: 200,
      connection: 'close',
      body: '{"stopping":true}',
    });
    const refused = await get(port, '/api/slow');
    expect(refused.status).toBe(503);
    expect(refused.connection).toBe('close');
    expect(JSON.parse(refused.body)).toMatchObject({
      message: 'The server is stopping, try again shortly',
    });
  });

  it('answers a request on a connection opened as the stop began; closes one that stays silent', async () => {
    const { port, drain, sockets } = await listening();
    drain.begin();
    // Connected, its request a moment behind: answered, not reset.
    const late = await connected(port);
    const silent = await connected(port);
    sockets.push(late, silent);
    await new Promise((r) => setTimeout(r, 20));
    expect(await getOn(late, '/readyz')).toMatchObject({ status: 200, connection: 'close' });
    expect(await closedWithin(late, 200)).toBe(true);
    expect(silent.destroyed).toBe(false);
    expect(await closedWithin(silent, SILENT_CONNECTION_MS + 200)).toBe(true);
  });

  it('cuts a connection still busy at the deadline', async () => {
    const { port, drain, sockets } = await listening();
    const hung = await connected(port);
    sockets.push(hung);
    getOn(hung, '/api/hang').catch(() => {});
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await drain.close(300);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(1_500);
    expect(await closedWithin(hung, 200)).toBe(true);
  });
});
