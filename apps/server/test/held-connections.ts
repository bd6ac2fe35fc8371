import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

export type HeldConnections = {
  /** Which of the held connections the server has closed so far. */
  closed(): { preconnected: boolean; keptAlive: boolean };
  destroy(): void;
};

const opened = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });

/**
 * Two connections a client holds open to a server, as browsers do: one opened ahead of need
 * that has sent nothing yet (Chrome's speculative connection), and one kept alive after an
 * answered request. Neither may hold the server's stop.
 */
export async function holdConnections(port: number): Promise<HeldConnections> {
  const preconnected = connect(port, '127.0.0.1');
  const keptAlive = connect(port, '127.0.0.1');
  let preconnectedClosed = false;
  let keptAliveClosed = false;
  for (const socket of [preconnected, keptAlive]) socket.on('error', () => {});
  preconnected.on('close', () => {
    preconnectedClosed = true;
  });
  keptAlive.on('close', () => {
    keptAliveClosed = true;
  });
  await Promise.all([opened(preconnected), opened(keptAlive)]);
  let received = '';
  await new Promise<void>((resolve, reject) => {
    keptAlive.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      if (received.includes('{"status":"ok"}')) resolve();
    });
    keptAlive.once('close', () => reject(new Error(`closed after: ${received}`)));
    keptAlive.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  });
  return {
    closed: () => ({ preconnected: preconnectedClosed, keptAlive: keptAliveClosed }),
    destroy() {
      preconnected.destroy();
      keptAlive.destroy();
    },
  };
}

export type ReadinessAnswer =
  | { at: number; status: number; body: string }
  | { at: number; error: string };

/** GET /readyz every `everyMs` on a new connection each time, until stopped. */
export function watchReadiness(port: number, everyMs = 20): { stop(): ReadinessAnswer[] } {
  const answers: ReadinessAnswer[] = [];
  let watching = true;
  const ask = () =>
    new Promise<void>((resolve) => {
      const sent = request(
        { host: '127.0.0.1', port, path: '/readyz', agent: false },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => {
            body += chunk.toString('utf8');
          });
          response.on('end', () => {
            answers.push({ at: Date.now(), status: response.statusCode ?? 0, body });
            resolve();
          });
          response.on('error', (error) => {
            answers.push({ at: Date.now(), error: error.message });
            resolve();
          });
        },
      );
      sent.on('error', (error: NodeJS.ErrnoException) => {
        answers.push({ at: Date.now(), error: error.code ?? error.message });
        resolve();
      });
      sent.end();
    });
  void (async () => {
    while (watching) {
      await ask();
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    stop() {
      watching = false;
      return answers;
    },
  };
}
